import {
  AUTH_MSG,
  apiErrorSchema,
  CONTENT_MSG,
  contactBodySchema,
  contactResponseSchema,
  enquiryBodySchema,
  enquiryResponseSchema,
  MSG,
  pushConfigResponseSchema,
  registerTokenBodySchema,
  registerTokenResponseSchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { createRateLimiter, type RateLimiter, type RateLimitRule } from '../../lib/rate-limit';
import { assertSameUser, customerOnly, requireCustomer } from '../../plugins/auth';
import { pushPublicKey, registerDevice } from './push';
import * as repo from './repository';
import { noticeToShop } from './shop-notice';

export type ContentLimits = {
  /** Contact messages per client address. */
  contactPerAddress: RateLimitRule;
  /** Enquiries per client address. */
  enquiryPerAddress: RateLimitRule;
  /** Device registrations per customer. */
  registerTokenPerUser: RateLimitRule;
};

const FIFTEEN_MINUTES = 15 * 60_000;
export const DEFAULT_CONTENT_LIMITS: ContentLimits = {
  contactPerAddress: { max: 5, windowMs: FIFTEEN_MINUTES },
  enquiryPerAddress: { max: 5, windowMs: FIFTEEN_MINUTES },
  registerTokenPerUser: { max: 20, windowMs: FIFTEEN_MINUTES },
};

export type ContentOptions = { rateLimiter?: RateLimiter; limits?: Partial<ContentLimits> };

const errors = { 400: apiErrorSchema, 429: apiErrorSchema };
const tags = ['content'];

/** Contact and enquiry forms, and push registration (account spec 2, 3, 5, 7). */
export const contentRoutes: FastifyPluginAsyncZod<ContentOptions> = async (app, options) => {
  const { config, db } = app.deps;
  const shopId = config.SHOP_ID;
  const limits = { ...DEFAULT_CONTENT_LIMITS, ...options.limits };
  const limiter = options.rateLimiter ?? createRateLimiter(config);
  if (!options.rateLimiter) app.addHook('onClose', async () => limiter.close());

  async function limit(key: string, rule: RateLimitRule, message: string) {
    const hit = await limiter.hit(key, rule);
    if (!hit.allowed) throw AppError.tooManyRequests(message);
  }

  app.post(
    '/leads/contact',
    {
      schema: {
        tags,
        description:
          'The Get In Touch form. Guests may send it; with an access token, user_id must be the ' +
          "token's user (403). Without a token user_id is ignored.",
        body: contactBodySchema,
        response: { 201: contactResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // A guest cannot file a message under someone's account: user_id counts only with a token.
      let userId: string | null = null;
      if (request.headers.authorization) {
        const customer = await requireCustomer(request);
        if (body.user_id !== undefined) assertSameUser(request, body.user_id);
        userId = customer.userId;
      }
      await limit(`contact:${request.ip}`, limits.contactPerAddress, CONTENT_MSG.tooManyMessages);
      await repo.insertLead(db, shopId, {
        name: body.name,
        email: body.email,
        mobile: body.mobile,
        remark: body.remark,
        userId,
        propertyId: body.property_id === shopId ? shopId : null,
      });
      noticeToShop(app, shopId, {
        subject: `New message from ${body.name}`,
        lines: [
          ['Name', body.name],
          ['Email', body.email],
          ['Phone', body.mobile],
          ['Message', body.remark],
        ],
      });
      return reply.status(201).send({ success: true as const, msg: CONTENT_MSG.thankYouForContacting });
    },
  );

  app.post(
    '/inquiry',
    {
      schema: {
        tags,
        description: 'The enquiry form; the legacy body carries the email in `school`.',
        body: enquiryBodySchema,
        response: { 201: enquiryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await limit(`enquiry:${request.ip}`, limits.enquiryPerAddress, CONTENT_MSG.tooManyMessages);
      await repo.insertEnquiry(db, shopId, {
        name: body.name,
        mobile: body.mobile,
        email: body.school,
        parentName: body.parent_name,
        dob: body.dob,
        age: body.age,
        remark: body.remark,
      });
      noticeToShop(app, shopId, {
        subject: `New enquiry from ${body.name}`,
        lines: [
          ['Name', body.name],
          ['Mobile', body.mobile],
          ['Email', body.school],
          ['Message', body.remark],
        ],
      });
      return reply.status(201).send({ ok: true as const, msg: CONTENT_MSG.enquirySent });
    },
  );

  app.post(
    '/firebase/register-token',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        description:
          "Registers the customer's device for notifications; with Web Push, deviceToken is the " +
          'JSON of the PushSubscription. A device stays with the account that registered it until ' +
          'that account logs out on it (409 for anyone else).',
        body: registerTokenBodySchema,
        response: {
          200: registerTokenResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { userId } = assertSameUser(request, request.body.user_id);
      await limit(`push-register:${userId}`, limits.registerTokenPerUser, MSG.tooManyRequests);
      if ((await registerDevice(db, shopId, userId, request.body.deviceToken)) === 'taken') {
        throw AppError.conflict(AUTH_MSG.deviceOfAnotherAccount);
      }
      return { success: true as const, msg: CONTENT_MSG.deviceRegistered };
    },
  );

  app.get(
    '/push/config',
    {
      schema: {
        tags,
        description: 'Whether push is on, and the VAPID public key browsers subscribe with.',
        response: { 200: pushConfigResponseSchema },
      },
    },
    async () => {
      const publicKey = pushPublicKey(config);
      return { enabled: publicKey !== null, publicKey };
    },
  );
};
