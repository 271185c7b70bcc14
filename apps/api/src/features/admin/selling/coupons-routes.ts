import {
  adminCouponActiveBodySchema,
  adminCouponBodySchema,
  adminCouponResponseSchema,
  adminCouponsQuerySchema,
  adminCouponsResponseSchema,
  adminIdParamsSchema,
  adminMessageSchema,
  COUPON_ADMIN_MSG,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../audit';
import { refusals, tags } from '../route-schemas';
import * as service from './coupons-service';

/**
 * Coupons in the console (docs/api.md, "Console: coupons"). Registered inside the console's
 * secured context (admin/routes.ts): staff only.
 */
export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const shopId = config.SHOP_ID;

  app.get(
    '/admin/coupons',
    {
      schema: {
        tags,
        querystring: adminCouponsQuerySchema,
        response: { 200: adminCouponsResponseSchema, ...refusals },
      },
    },
    async (request) => service.listCoupons(db, shopId, request.query),
  );

  app.get(
    '/admin/coupons/:id',
    {
      schema: {
        tags,
        params: adminIdParamsSchema,
        response: { 200: adminCouponResponseSchema, ...refusals },
      },
    },
    async (request) => ({ coupon: await service.getCoupon(db, shopId, request.params.id) }),
  );

  app.post(
    '/admin/coupons',
    {
      schema: {
        tags,
        body: adminCouponBodySchema,
        response: { 201: adminCouponResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const coupon = await service.createCoupon(db, auditActor(request), request.body);
      return reply.code(201).send({ message: COUPON_ADMIN_MSG.created, coupon });
    },
  );

  app.put(
    '/admin/coupons/:id',
    {
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: adminCouponBodySchema,
        response: { 200: adminCouponResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      message: COUPON_ADMIN_MSG.saved,
      coupon: await service.saveCoupon(db, auditActor(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/admin/coupons/:id/active',
    {
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: adminCouponActiveBodySchema,
        response: { 200: adminCouponResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { active } = request.body;
      return {
        message: active ? COUPON_ADMIN_MSG.activated : COUPON_ADMIN_MSG.deactivated,
        coupon: await service.setCouponActive(db, auditActor(request), request.params.id, active),
      };
    },
  );

  app.delete(
    '/admin/coupons/:id',
    {
      schema: { tags, params: adminIdParamsSchema, response: { 200: adminMessageSchema, ...refusals } },
    },
    async (request) => {
      await service.deleteCoupon(db, auditActor(request), request.params.id);
      return { message: COUPON_ADMIN_MSG.deleted };
    },
  );
};
