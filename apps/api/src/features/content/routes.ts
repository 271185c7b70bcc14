import {
  AUTH_MSG,
  apiErrorSchema,
  CONTENT_MSG,
  contactBodySchema,
  contactResponseSchema,
  enquiryBodySchema,
  enquiryResponseSchema,
  pushConfigResponseSchema,
  registerTokenBodySchema,
  registerTokenResponseSchema,
} from '@storefront/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { assertSameUser, currentCustomer, customerOnly, requireCustomer } from '../../plugins/auth';
import { clientAddress, limitBy, type RateLimitRule } from '../../plugins/rate-limit';
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

/** `limits` replaces some of DEFAULT_CONTENT_LIMITS (tests make them smaller or larger). */
export type ContentOptions = { limits?: Partial<ContentLimits> };

const errors = { 400: apiErrorSchema, 429: apiErrorSchema };
const tags = ['content'];

/** Contact and enquiry forms, and push registration (docs/api.md). */
export const contentRoutes: FastifyPluginAsyncZod<ContentOptions> = async (app, options) => {
  const { config, db } = app.deps;
  const shopId = config.SHOP_ID;
  const limits = { ...DEFAULT_CONTENT_LIMITS, ...options.limits };
  // the two forms' senders are counted by their address, with one text when they send too many
  const perAddress = (name: string, rule: RateLimitRule) =>
    limitBy(app, name, rule, clientAddress, CONTENT_MSG.tooManyMessages);
  const contactLimit = perAddress('contact', limits.contactPerAddress);
  const enquiryLimit = perAddress('enquiry', limits.enquiryPerAddress);
  const registerLimit = limitBy(
    app,
    'push-register',
    limits.registerTokenPerUser,
    (request) => currentCustomer(request).userId,
  );

  /**
   * A guest cannot file a message under someone's account: user_id counts only with a token,
   * and then it must be the token's user. Checked before the limit, so a refused sender (401,
   * 403) spends none of the address's allowance.
   */
  const contactSender = async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    await requireCustomer(request);
    const userId = (request.body as { user_id?: string }).user_id;
    if (userId !== undefined) assertSameUser(request, userId);
  };
  /** 403 for someone else's user_id before the limit, which counts the token's user. */
  const sameUser = async (request: FastifyRequest) =>
    void assertSameUser(request, (request.body as { user_id: string }).user_id);

  app.post(
    '/leads/contact',
    {
      preHandler: [contactSender, contactLimit],
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
      const userId = request.headers.authorization ? currentCustomer(request).userId : null;
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
      preHandler: enquiryLimit,
      schema: {
        tags,
        description: 'The enquiry form; the legacy body carries the email in `school`.',
        body: enquiryBodySchema,
        response: { 201: enquiryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
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
      preHandler: [sameUser, registerLimit],
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
      const { userId } = currentCustomer(request);
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
