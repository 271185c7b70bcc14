import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { apiErrorSchema } from '@storefront/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { localMediaDir, MEDIA_CACHE_CONTROL } from './storage';

const UPLOADED_FILE = /^[A-Za-z0-9_-]{22}-\d{3,4}\.webp$/;

type Rendered = { body: Buffer; etag: string };
type Render = (kind: string | null, name: string) => string | null;

/**
 * The pictures are the demo catalogue's, drawn by a generator that lives with the demo data. It loads
 * on the first request for a picture, so a server that never shows one never loads it.
 */
let renderer: Promise<Render> | undefined;
function loadRenderer(): Promise<Render> {
  renderer ??= import('../../db/seed/media/render').then(
    (module) => module.renderMedia,
    (error: unknown) => {
      renderer = undefined;
      throw error;
    },
  );
  return renderer;
}

/** Pictures never change for a given address, so browsers and CDNs may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const CACHE_LIMIT = 1000;
const cache = new Map<string, Rendered>();

async function rendered(kind: string | null, file: string): Promise<Rendered> {
  const key = `${kind ?? ''}/${file}`;
  const hit = cache.get(key);
  if (hit) return hit;
  // Anything but `<name>.svg` is simply not a picture we have: 404, not 400.
  const name = file.endsWith('.svg') ? file.slice(0, -4) : null;
  const svg = name === null ? null : (await loadRenderer())(kind, name);
  if (svg === null) throw AppError.notFound();
  const body = Buffer.from(svg, 'utf8');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  // A bounded memo: the catalogue names a few thousand pictures at most; a crawler cannot grow it.
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  const entry = { body, etag };
  cache.set(key, entry);
  return entry;
}

function send(request: FastifyRequest, reply: FastifyReply, entry: Rendered) {
  reply.header('cache-control', CACHE_CONTROL).header('etag', entry.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === entry.etag)) {
    return reply.status(304).send();
  }
  return reply.type('image/svg+xml; charset=utf-8').send(entry.body);
}

const svgResponse = {
  200: z.string().describe('An SVG picture (image/svg+xml)'),
  304: z.null().describe('Not modified'),
  404: apiErrorSchema,
};

/**
 * Generated pictures for the demo catalogue: perfume bottles, gemstones, malas, yantras,
 * incense, gift sets, category tiles, banners, offers, swatches, the logo and the site icon.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadsDir = localMediaDir(app.deps.config);

  // Uploaded pictures kept on this machine (storage.ts); a static path, so it wins over /media/:kind/:file.
  app.get(
    '/media/uploads/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded picture, e.g. /api/media/uploads/<hash>-640.webp',
        params: z.object({ file: z.string() }),
        response: { 200: z.any().describe('A WebP picture'), 304: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!UPLOADED_FILE.test(file)) throw AppError.notFound();
      // named after its content: the name is its version
      const etag = `"${file}"`;
      reply.header('cache-control', MEDIA_CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag))
        return reply.status(304).send(null);
      let body: Buffer;
      try {
        body = await fs.readFile(path.join(uploadsDir, file));
      } catch {
        reply.removeHeader('cache-control');
        reply.removeHeader('etag');
        throw AppError.notFound();
      }
      return reply.type('image/webp').send(body);
    },
  );

  app.get(
    '/media/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'The shop logo (logo.svg) or site icon (icon.svg)',
        params: z.object({ file: z.string() }),
        response: svgResponse,
      },
    },
    async (request, reply) => send(request, reply, await rendered(null, request.params.file)),
  );

  app.get(
    '/media/:kind/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A generated picture, e.g. /api/media/bottle/royal-oud.svg',
        params: z.object({ kind: z.string(), file: z.string() }),
        response: svgResponse,
      },
    },
    async (request, reply) => send(request, reply, await rendered(request.params.kind, request.params.file)),
  );
};
