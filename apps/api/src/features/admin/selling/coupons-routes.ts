import {
  adminCouponActiveBodySchema,
  adminCouponBodySchema,
  adminCouponResponseSchema,
  adminCouponsQuerySchema,
  adminCouponsResponseSchema,
  COUPON_ADMIN_MSG,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordRoutes } from '../record-routes';
import * as service from './coupons-service';

/**
 * Coupons in the console (docs/api.md, "Console: coupons"). Registered inside the console's
 * secured context (admin/routes.ts): staff only.
 */
export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const coupons = recordRoutes(app, {
    path: '/admin/coupons',
    key: 'coupon',
    answer: adminCouponResponseSchema,
  });
  coupons.list(adminCouponsQuerySchema, adminCouponsResponseSchema, service.listCoupons);
  coupons.one(service.getCoupon);
  coupons.create(adminCouponBodySchema, service.createCoupon, COUPON_ADMIN_MSG.created);
  coupons.save(adminCouponBodySchema, service.saveCoupon, COUPON_ADMIN_MSG.saved);
  coupons.change(
    'PATCH',
    '/active',
    adminCouponActiveBodySchema,
    (db, actor, id, { active }) => service.setCouponActive(db, actor, id, active),
    (_coupon, { active }) => (active ? COUPON_ADMIN_MSG.activated : COUPON_ADMIN_MSG.deactivated),
  );
  coupons.remove(service.deleteCoupon, COUPON_ADMIN_MSG.deleted);
};
