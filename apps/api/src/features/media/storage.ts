/**
 * Where uploaded pictures live: $DATA_DIR/media (served by the API) or an S3-compatible
 * bucket (served by the bucket or its CDN). Files are named after their content, so a write
 * of a name that exists writes the same bytes, and every address may be cached for a year.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The API path local pictures are served at (routes.ts). */
export const LOCAL_MEDIA_PATH = '/api/media/uploads/';

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer): Promise<void>;
  url(key: string): string;
}

export function localMediaDir(config: Pick<Config, 'DATA_DIR'>): string {
  return path.resolve(config.DATA_DIR, 'media');
}

class LocalStorage implements MediaStorage {
  readonly kind = 'local';
  constructor(private readonly dir: string) {}

  async put(key: string, body: Buffer) {
    await fs.mkdir(this.dir, { recursive: true });
    // written beside, then renamed: a reader never sees half a file
    const partial = path.join(this.dir, `.${key}.${process.pid}.part`);
    await fs.writeFile(partial, body);
    await fs.rename(partial, path.join(this.dir, key));
  }

  url(key: string) {
    return `${LOCAL_MEDIA_PATH}${key}`;
  }
}

class S3Storage implements MediaStorage {
  readonly kind = 's3';
  private client: Promise<{ send: (command: unknown) => Promise<unknown> }> | undefined;
  constructor(private readonly config: Config) {}

  // the SDK is large: loaded on the first upload, only by shops that use a bucket
  private async sdk() {
    const sdk = await import('@aws-sdk/client-s3');
    this.client ??= Promise.resolve(
      new sdk.S3Client({
        region: this.config.S3_REGION,
        ...(this.config.S3_ENDPOINT ? { endpoint: this.config.S3_ENDPOINT, forcePathStyle: true } : {}),
        ...(this.config.S3_ACCESS_KEY_ID && this.config.S3_SECRET_ACCESS_KEY
          ? {
              credentials: {
                accessKeyId: this.config.S3_ACCESS_KEY_ID,
                secretAccessKey: this.config.S3_SECRET_ACCESS_KEY,
              },
            }
          : {}),
      }) as { send: (command: unknown) => Promise<unknown> },
    );
    return { sdk, client: await this.client };
  }

  async put(key: string, body: Buffer) {
    const { sdk, client } = await this.sdk();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.S3_BUCKET,
        Key: key,
        Body: body,
        ContentType: 'image/webp',
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  url(key: string) {
    return `${this.config.S3_PUBLIC_URL!.replace(/\/+$/, '')}/${key}`;
  }
}

export function mediaStorage(config: Config): MediaStorage {
  return config.S3_BUCKET ? new S3Storage(config) : new LocalStorage(localMediaDir(config));
}
