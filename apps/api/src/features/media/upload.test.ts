import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_MSG, MEDIA_WIDTHS } from '@storefront/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/answers';
import { createTestApp } from '../../test/app';
import { createTestStaff, type TestStaff } from '../admin/testing';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestStaff;
let dataDir: string;
const mediaDir = () => path.join(dataDir, 'media');
const filesOnDisk = () => (fs.existsSync(mediaDir()) ? fs.readdirSync(mediaDir()).sort() : []);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
  ctx = await createTestApp({ config: { DATA_DIR: dataDir, MEDIA_MAX_MB: '1' } });
  owner = await createTestStaff(ctx);
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A photo as a phone makes one: a JPEG with camera and GPS data in its EXIF. */
const photo = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snap 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 27/1 0/1' },
    })
    .toBuffer();

function upload(files: { name: string; body: Buffer; type?: string }[], headers = owner.headers) {
  const form = new FormData();
  for (const file of files)
    form.append(
      'file',
      new Blob([new Uint8Array(file.body)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  return ctx.app.inject({ method: 'POST', url: '/api/admin/media', headers, payload: form });
}

describe('picture uploads', () => {
  it('stores several pictures as WebP at every width, without their metadata, cacheable for a year', async () => {
    const original = await photo(2000, 1500, '#7a2d5a');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload([
      { name: 'bottle.jpg', body: original },
      { name: 'box.jpg', body: await photo(500, 500, '#d4a017') },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { message, items } = res.json();
    expect(message).toBe(MEDIA_MSG.uploaded(2));
    expect(items[0]).toMatchObject({ width: 2000, height: 1500, originalName: 'bottle.jpg' });
    expect(items[0].url).toMatch(/^\/api\/media\/uploads\/[A-Za-z0-9_-]{22}-1024\.webp$/);
    expect(items[0].srcSet.split(', ')).toHaveLength(MEDIA_WIDTHS.length);
    expect(items[0].placeholder).toMatch(/^data:image\/webp;base64,/);

    const phoneSized = await ctx.app.inject({ method: 'GET', url: items[0].url.replace('-1024', '-320') });
    expect(phoneSized.statusCode).toBe(200);
    expect(phoneSized.headers['content-type']).toBe('image/webp');
    expect(phoneSized.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(phoneSized.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(meta.exif).toBeUndefined();
    // a small original is never enlarged
    const small = await ctx.app.inject({ method: 'GET', url: items[1].url.replace('-1024', '-1600') });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(500);
    const again = await ctx.app.inject({
      method: 'GET',
      url: items[0].url,
      headers: { 'if-none-match': phoneSized.headers.etag?.toString().replace('-320', '-1024') },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a renamed text file, a corrupt picture and a huge one, leaving nothing on disk', async () => {
    const before = filesOnDisk();
    const text = await upload([
      { name: 'photo.jpg', body: Buffer.from('just some words, not a picture\n'.repeat(20)) },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ msg: MEDIA_MSG.notAnImage, fields: { file: MEDIA_MSG.notAnImage } });

    const whole = await photo(800, 600, '#224466');
    const good = await photo(300, 300, '#112233');
    const corrupt = await upload([
      { name: 'fine.jpg', body: good },
      { name: 'cut.jpg', body: whole.subarray(0, Math.floor(whole.length / 3)) },
    ]);
    expectError(corrupt, 400, MEDIA_MSG.notAnImage);

    const noise = Buffer.alloc(1_200_000, 7);
    expectError(await upload([{ name: 'big.jpg', body: noise }]), 400, MEDIA_MSG.tooLarge(1));

    expect(filesOnDisk()).toEqual(before);
  });

  it('needs a staff token and at least one file', async () => {
    const body = await photo(10, 10, '#000000');
    expect((await upload([{ name: 'a.jpg', body }], { authorization: '' })).statusCode).toBe(401);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: owner.headers,
      payload: new FormData(),
    });
    expectError(empty, 400, MEDIA_MSG.noFiles);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-320.webp',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
