import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type AuditActor, auditActor } from './audit';
import { requireStaff } from './guard';
import { tags } from './route-schemas';

type ConsoleApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * One of the shop's settings in the console: any staff member reads it, only the owner saves
 * it; both answer it under `key`, the save with its message.
 */
export function shopSettingRoutes<Body extends z.ZodType, Value>(
  app: ConsoleApp,
  setting: {
    path: string;
    key: string;
    body: Body;
    answer: z.ZodType;
    errors: Record<number, z.ZodType>;
    /** What the save does beyond storing the form, for the API's reference. */
    description?: string;
    message: string;
    read: (db: Db, shopId: string) => Promise<Value>;
    save: (db: Db, actor: AuditActor, body: z.output<Body>) => Promise<Value>;
  },
): void {
  const { config, db } = app.deps;
  const { path, key, body, errors, description } = setting;
  const response = { 200: setting.answer, ...errors };
  app.get(path, { schema: { tags, response } }, async () => ({
    [key]: await setting.read(db, config.SHOP_ID),
  }));
  app.put(
    path,
    {
      onRequest: requireStaff('owner'),
      schema: { tags, ...(description && { description }), body, response },
    },
    async (request) => ({
      message: setting.message,
      [key]: await setting.save(db, auditActor(request), request.body as z.output<Body>),
    }),
  );
}
