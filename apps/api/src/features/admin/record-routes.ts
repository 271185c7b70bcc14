import { adminIdParamsSchema, adminMessageSchema } from '@storefront/shared';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type AuditActor, auditActor } from './audit';
import { refusals, tags } from './route-schemas';

type ConsoleApp = Parameters<FastifyPluginAsyncZod>[0];
/** A write's message: fixed, or made from the record written and the body that asked for it. */
type Message<R, B> = string | ((record: R, body: B) => string);

/**
 * The console's usual routes for one kind of record under `path` (docs/api.md, "Console"):
 * a page of the list, read one, create (201), change and delete by id. Each write answers
 * its message and the record under `key`; every route can answer the console's refusals.
 */
export function recordRoutes(
  app: ConsoleApp,
  kind: {
    path: string;
    key: string;
    /** The answer of one record: `{ [key]: record }`, with `message` after a write. */
    answer: z.ZodType;
    /** A guard beyond staff (the owner's records). */
    onRequest?: onRequestHookHandler;
  },
) {
  const { config, db } = app.deps;
  const { path, key, answer } = kind;
  const guard = kind.onRequest && { onRequest: kind.onRequest };
  const text = <R, B>(message: Message<R, B>, record: R, body: B) =>
    typeof message === 'string' ? message : message(record, body);

  /** A change of one record at `${path}/:id${suffix}`: the whole record or one of its states. */
  function change<B extends z.ZodType, R>(
    method: 'PUT' | 'PATCH' | 'POST',
    suffix: string,
    body: B,
    write: (db: Db, actor: AuditActor, id: string, body: z.output<B>) => Promise<R>,
    message: Message<R, z.output<B>>,
  ) {
    app.route({
      method,
      url: `${path}/:id${suffix}`,
      ...guard,
      schema: { tags, params: adminIdParamsSchema, body, response: { 200: answer, ...refusals } },
      handler: async (request) => {
        const input = request.body as z.output<B>;
        const record = await write(db, auditActor(request), request.params.id, input);
        return { message: text(message, record, input), [key]: record };
      },
    });
  }

  return {
    /** The list at `path`, one page of it as `query` asks. */
    list<Q extends z.ZodType, L extends z.ZodType>(
      querystring: Q,
      page: L,
      read: (db: Db, shopId: string, query: z.output<Q>) => Promise<z.input<L>>,
      description?: string,
    ) {
      const response: Record<number, z.ZodType> = { 200: page, ...refusals };
      app.get(
        path,
        { ...guard, schema: { tags, ...(description && { description }), querystring, response } },
        async (request) => read(db, config.SHOP_ID, request.query as z.output<Q>),
      );
    },

    one<R>(read: (db: Db, shopId: string, id: string) => Promise<R>) {
      app.get(
        `${path}/:id`,
        { ...guard, schema: { tags, params: adminIdParamsSchema, response: { 200: answer, ...refusals } } },
        async (request) => ({ [key]: await read(db, config.SHOP_ID, request.params.id) }),
      );
    },

    create<B extends z.ZodType, R>(
      body: B,
      write: (db: Db, actor: AuditActor, body: z.output<B>) => Promise<R>,
      message: Message<R, z.output<B>>,
    ) {
      app.post(
        path,
        { ...guard, schema: { tags, body, response: { 201: answer, ...refusals } } },
        async (request, reply) => {
          const input = request.body as z.output<B>;
          const record = await write(db, auditActor(request), input);
          return reply.code(201).send({ message: text(message, record, input), [key]: record });
        },
      );
    },

    /** Saves the whole record: PUT `${path}/:id`. */
    save<B extends z.ZodType, R>(
      body: B,
      write: (db: Db, actor: AuditActor, id: string, body: z.output<B>) => Promise<R>,
      message: Message<R, z.output<B>>,
    ) {
      change('PUT', '', body, write, message);
    },

    change,

    remove(write: (db: Db, actor: AuditActor, id: string) => Promise<unknown>, message: string) {
      app.delete(
        `${path}/:id`,
        {
          ...guard,
          schema: { tags, params: adminIdParamsSchema, response: { 200: adminMessageSchema, ...refusals } },
        },
        async (request) => {
          await write(db, auditActor(request), request.params.id);
          return { message };
        },
      );
    },
  };
}
