import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  MEDIA_DEFAULT_WIDTH,
  MEDIA_MAX_FILES,
  MEDIA_MSG,
  type MediaAsset,
  mediaSrcSet,
  mediaUploadResponseSchema,
} from '@storefront/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaAssets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditActor, recordAudit } from '../admin';
import { makePicture, type Picture } from './pictures';
import { mediaStorage } from './storage';

type Upload = { name: string; bytes: number; picture: Picture };

const refuse = (message: string) => AppError.badRequest(message, { file: message });

/**
 * Every file of the request, read into memory and made into pictures before anything is
 * stored: one bad file refuses the upload and leaves nothing behind.
 */
async function readUploads(request: FastifyRequest, maxMb: number): Promise<Upload[]> {
  const uploads: Upload[] = [];
  try {
    for await (const part of request.files()) {
      const body = await part.toBuffer();
      uploads.push({
        name: part.filename.slice(0, 200),
        bytes: body.length,
        picture: await makePicture(body),
      });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(MEDIA_MSG.tooLarge(maxMb));
    if (code === 'FST_FILES_LIMIT') throw refuse(MEDIA_MSG.tooManyFiles(MEDIA_MAX_FILES));
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw refuse(MEDIA_MSG.noFiles);
    throw error;
  }
  if (uploads.length === 0) throw refuse(MEDIA_MSG.noFiles);
  return uploads;
}

/**
 * `POST /api/admin/media`: the console's picture upload (docs/api.md, "Console: media").
 * Registered inside the console's secured context: staff only.
 */
export const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const storage = mediaStorage(config);
  const maxMb = config.MEDIA_MAX_MB;
  await app.register(multipart, {
    limits: {
      fileSize: maxMb * 1024 * 1024,
      files: MEDIA_MAX_FILES,
      fields: 10,
      parts: MEDIA_MAX_FILES + 10,
    },
  });

  app.post(
    '/admin/media',
    {
      schema: {
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        description: `Pictures as multipart files (at most ${MEDIA_MAX_FILES}); each is checked, stripped of metadata and stored as WebP at every width.`,
        response: {
          201: mediaUploadResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const uploads = await readUploads(request, maxMb);
      const actor = auditActor(request);
      const items: MediaAsset[] = [];
      for (const { name, bytes, picture } of uploads) {
        for (const file of picture.files) await storage.put(file.key, file.body);
        const variants = picture.files.map((file) => ({
          width: file.width,
          format: 'webp' as const,
          key: file.key,
          bytes: file.body.length,
        }));
        const [row] = await db
          .insert(mediaAssets)
          .values({
            shopId: actor.shopId,
            hash: picture.hash,
            originalName: name,
            width: picture.width,
            height: picture.height,
            bytes,
            variants,
            placeholder: picture.placeholder,
            storage: storage.kind,
            createdBy: actor.staffId,
          })
          .onConflictDoUpdate({
            target: [mediaAssets.shopId, mediaAssets.hash],
            set: { originalName: name, updatedAt: new Date() },
          })
          .returning({ id: mediaAssets.id });
        const url = storage.url(`${picture.hash}-${MEDIA_DEFAULT_WIDTH}.webp`);
        await recordAudit(db, actor, {
          action: 'media.uploaded',
          entity: 'media',
          entityId: row!.id,
          after: { name, url, width: picture.width, height: picture.height },
        });
        items.push({
          id: row!.id,
          url,
          srcSet: mediaSrcSet(url) ?? '',
          width: picture.width,
          height: picture.height,
          placeholder: picture.placeholder,
          originalName: name,
        });
      }
      return reply.code(201).send({ message: MEDIA_MSG.uploaded(items.length), items });
    },
  );
};
