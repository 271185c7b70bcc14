import {
  apiErrorSchema,
  couponCheckParamsSchema,
  couponCheckQuerySchema,
  couponCheckResponseSchema,
  couponErrorSchema,
  ERROR_CODES,
  MSG,
  type Paise,
  paise,
  paiseToRupees,
  rupeesToPaise,
} from '@storefront/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireCustomer } from '../../plugins/auth';
import { clientAddress, limitBy, type RateLimitRule } from '../../plugins/rate-limit';
import { cartSaleTotalPaise } from '../cart';
import { evaluateCoupon } from './service';

/** Enough for a shopper trying a few codes, far too few to guess codes by brute force. */
export const DEFAULT_COUPON_CHECK_LIMIT: RateLimitRule = { max: 30, windowMs: 60_000 };

export type CouponOptions = {
  /** Replaces DEFAULT_COUPON_CHECK_LIMIT (tests make it smaller or larger). */
  limit?: RateLimitRule;
};

const tags = ['coupons'];

/**
 * GET /coupon/check/{code} (docs/api.md). The customer comes from the token when one is
 * sent; without one the caller is a guest: every rule but the per-customer limit is
 * checked, and the cart total must be sent. Refusals carry `message` as well as `msg`.
 */
export const couponRoutes: FastifyPluginAsyncZod<CouponOptions> = async (app, options) => {
  const { config, db } = app.deps;
  const shopId = config.SHOP_ID;
  const limit = options.limit ?? DEFAULT_COUPON_CHECK_LIMIT;
  const perAddress = limitBy(app, 'coupon-check', limit, clientAddress);
  // Coupon refusals carry `message` as well as `msg` (the cart page reads `message`), the
  // limit's refusal too; Retry-After is already set.
  const checkLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await perAddress.call(app as unknown as FastifyInstance, request, reply);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
      return reply.status(429).send({
        isError: true as const,
        msg: error.message,
        message: error.message,
        code: ERROR_CODES.tooManyRequests,
      });
    }
  };

  app.get(
    '/coupon/check/:code',
    {
      preHandler: checkLimit,
      schema: {
        tags,
        params: couponCheckParamsSchema,
        querystring: couponCheckQuerySchema,
        response: {
          200: couponCheckResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: couponErrorSchema,
          409: couponErrorSchema,
          429: couponErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // A sent but bad or expired token is a 401 (the client refreshes), not a silent guest.
      const customer = request.headers.authorization ? await requireCustomer(request) : null;
      const { total } = request.query;
      let totalPaise: Paise;
      if (total !== undefined) totalPaise = rupeesToPaise(total);
      else if (customer) totalPaise = await cartSaleTotalPaise(db, shopId, customer.userId);
      else throw AppError.badRequest(MSG.couponNeedsTotal, { total: MSG.couponNeedsTotal });

      const verdict = await evaluateCoupon(db, shopId, {
        code: request.params.code,
        userId: customer?.userId ?? null,
        totalPaise,
      });
      if (!verdict.ok) {
        return reply.status(verdict.status).send({
          isError: true as const,
          msg: verdict.message,
          message: verdict.message,
          code: verdict.status === 404 ? ERROR_CODES.notFound : ERROR_CODES.conflict,
        });
      }
      const { coupon, discountPaise } = verdict;
      return {
        isError: false as const,
        message: MSG.couponApplied,
        couponData: {
          code: coupon.code,
          percentage_offer: coupon.percentageOffer,
          price_offer: coupon.priceOfferPaise == null ? null : paiseToRupees(paise(coupon.priceOfferPaise)),
          discount: paiseToRupees(discountPaise),
          total: paiseToRupees(totalPaise),
        },
      };
    },
  );
};
