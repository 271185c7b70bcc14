import {
  adminHomeContentSchema,
  adminHomeMoveBodySchema,
  adminHomeStatusBodySchema,
  adminHomeWriteResponseSchema,
  adminIdParamsSchema,
  adminMarqueeBodySchema,
  adminNewArrivalGroupBodySchema,
  adminOfferBodySchema,
  adminSliderBodySchema,
  apiErrorSchema,
  HOME_CONTENT_MSG,
  type HomeKind,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { auditActor } from '../audit';
import { tags } from '../route-schemas';
import { type HomeKindSpec, MARQUEES, NEW_ARRIVALS, OFFERS, SLIDERS } from './home-kinds';
import { readHomeContent } from './home-reads';
import * as home from './home-service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * One list's routes under /admin/home/{kind}: add, save, delete and move; slider cards and
 * offers can also be shown or hidden on their own (`status`).
 */
function listRoutes<S extends z.ZodType>(
  app: App,
  kind: HomeKind,
  spec: HomeKindSpec<z.output<S>>,
  body: S,
  withStatus: boolean,
) {
  const { db } = app.deps;
  const base = `/admin/home/${kind}`;
  const answer = { 200: adminHomeWriteResponseSchema, ...errors };

  app.post(
    base,
    { schema: { tags, body, response: { 201: adminHomeWriteResponseSchema, ...errors } } },
    async (request, reply) => {
      const written = await home.createHomeRow(db, auditActor(request), spec, request.body as z.output<S>);
      return reply.code(201).send({ message: spec.saved, ...written });
    },
  );

  app.put(
    `${base}/:id`,
    { schema: { tags, params: adminIdParamsSchema, body, response: answer } },
    async (request) => ({
      message: spec.saved,
      ...(await home.saveHomeRow(
        db,
        auditActor(request),
        spec,
        request.params.id,
        request.body as z.output<S>,
      )),
    }),
  );

  app.delete(
    `${base}/:id`,
    { schema: { tags, params: adminIdParamsSchema, response: answer } },
    async (request) => ({
      message: spec.deleted,
      ...(await home.deleteHomeRow(db, auditActor(request), spec, request.params.id)),
    }),
  );

  app.post(
    `${base}/:id/move`,
    { schema: { tags, params: adminIdParamsSchema, body: adminHomeMoveBodySchema, response: answer } },
    async (request) => ({
      message: HOME_CONTENT_MSG.moved,
      ...(await home.moveHomeRow(db, auditActor(request), spec, request.params.id, request.body.direction)),
    }),
  );

  if (!withStatus) return;
  app.patch(
    `${base}/:id/status`,
    { schema: { tags, params: adminIdParamsSchema, body: adminHomeStatusBodySchema, response: answer } },
    async (request) => {
      const { status } = request.body;
      return {
        message: status === 'Active' ? HOME_CONTENT_MSG.activated : HOME_CONTENT_MSG.deactivated,
        ...(await home.setHomeRowStatus(db, auditActor(request), spec, request.params.id, status)),
      };
    },
  );
}

/**
 * The home page's slider cards, offers, announcement headings and new-arrival groups.
 * Registered inside the console's secured context (admin/routes.ts): staff only. The contract
 * is in docs/api.md, "Console: home page".
 */
export const homeContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;

  app.get(
    '/admin/home',
    { schema: { tags, response: { 200: adminHomeContentSchema, ...errors } } },
    async () => readHomeContent(db, config.SHOP_ID),
  );

  listRoutes(app, 'sliders', SLIDERS, adminSliderBodySchema, true);
  listRoutes(app, 'offers', OFFERS, adminOfferBodySchema, true);
  listRoutes(app, 'marquees', MARQUEES, adminMarqueeBodySchema, false);
  listRoutes(app, 'new-arrivals', NEW_ARRIVALS, adminNewArrivalGroupBodySchema, false);
};
