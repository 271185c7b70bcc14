import {
  ADMIN_MSG,
  adminLoginBodySchema,
  adminMeResponseSchema,
  adminMessageSchema,
  adminOrderParamsSchema,
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminSessionResponseSchema,
  apiErrorSchema,
  totpCodeBodySchema,
  totpEnableResponseSchema,
  totpSetupResponseSchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { hashPassword } from '../../lib/passwords';
import { createHashGate } from '../../lib/passwords-gate';
import { limitBy } from '../../plugins/rate-limit';
import {
  type AuthOptions,
  DEFAULT_AUTH_LIMITS,
  hashGateFor,
  passwordCostFor,
  perEmailAndAddress,
} from '../auth';
import { mediaAdminRoutes } from '../media';
import { type PaymentGateway, paymentSettings } from '../payments';
import { auditActor } from './audit';
import { catalogueAdminRoutes } from './catalogue';
import { consoleRoutes } from './console-routes';
import { homeContentRoutes } from './content/home-routes';
import { contentEditingRoutes } from './content/routes';
import { currentStaff, staffOnly } from './guard';
import { notificationRoutes } from './notifications-routes';
import { orderActionRoutes } from './order-actions-routes';
import * as orders from './orders-service';
import { productCsvRoutes } from './product-csv/routes';
import { quoteRoutes } from './quotes-routes';
import { guarded, tags } from './route-schemas';
import { couponAdminRoutes } from './selling/coupons-routes';
import { sellingRulesRoutes } from './selling/routes';
import { StaffAuthService } from './service';
import {
  clearStaffRefreshCookie,
  STAFF_REFRESH_COOKIE,
  setStaffRefreshCookie,
  staffRefreshCookie,
} from './sessions';
import { staffAdminRoutes } from './staff-routes';

/**
 * The owner's console API under /api/admin. Only login and refresh are open; every other
 * route is registered inside the secured context below, whose hook refuses anyone but
 * staff, so a route added later cannot be left open by forgetting a line.
 */
export const adminRoutes: FastifyPluginAsyncZod<AuthOptions & { gateway?: PaymentGateway }> = async (
  app,
  options,
) => {
  const { config, db } = app.deps;
  const passwordCost = passwordCostFor(config.NODE_ENV, options);
  const auth = new StaffAuthService({
    db,
    config,
    log: app.log,
    passwordCost,
    hashGate: createHashGate(hashGateFor(options)),
  });

  // The customers' sign-in rules, with counters of their own.
  const limits = { ...DEFAULT_AUTH_LIMITS, ...options.limits };
  const loginLimits = perEmailAndAddress(app, 'admin-login', limits.loginPerEmail, limits.loginPerAddress);
  // Per staff member (the guard has run): a stolen token cannot guess the second factor's
  // codes from many addresses.
  const codeTries = limitBy(
    app,
    'admin-totp',
    limits.otpVerifyPerEmail,
    (request) => currentStaff(request).staffId,
  );

  app.post(
    '/admin/login',
    {
      preHandler: loginLimits,
      schema: {
        tags,
        body: adminLoginBodySchema,
        response: {
          200: adminSessionResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password, totp } = request.body;
      const session = await auth.login(email, password, totp || undefined);
      setStaffRefreshCookie(reply, config, session.refreshToken);
      return { accessToken: session.accessToken, staff: session.staff };
    },
  );

  app.post(
    '/admin/refresh',
    { schema: { tags, response: { 200: adminSessionResponseSchema, 401: apiErrorSchema } } },
    async (request, reply) => {
      const session = await staffRefreshCookie.renew(request, reply, config, (token) => auth.refresh(token));
      return { accessToken: session.accessToken, staff: session.staff };
    },
  );

  await app.register(async (plain) => {
    const secured = plain.withTypeProvider<ZodTypeProvider>();
    secured.addHook('onRequest', staffOnly);
    // dashboard, inbox and audit log: inside this context, so the guard covers them too
    const consoleAreas = [
      consoleRoutes,
      quoteRoutes,
      notificationRoutes,
      catalogueAdminRoutes,
      mediaAdminRoutes,
      productCsvRoutes,
      sellingRulesRoutes,
      couponAdminRoutes,
      homeContentRoutes,
      contentEditingRoutes,
    ];
    for (const routes of consoleAreas) await secured.register(routes);
    await secured.register(orderActionRoutes, {
      gateway: options.gateway ?? paymentSettings(config).gateway,
    });
    await secured.register(staffAdminRoutes, {
      hashPassword: (password) => hashPassword(password, passwordCost),
    });

    secured.post(
      '/admin/logout',
      { schema: { tags, response: { 200: adminMessageSchema, ...guarded } } },
      async (request, reply) => {
        await auth.logout(request.cookies[STAFF_REFRESH_COOKIE]);
        clearStaffRefreshCookie(reply, config);
        return { message: ADMIN_MSG.signedOut };
      },
    );

    secured.get(
      '/admin/me',
      { schema: { tags, response: { 200: adminMeResponseSchema, ...guarded } } },
      async (request) => ({
        staff: await auth.me(currentStaff(request).staffId),
      }),
    );

    secured.post(
      '/admin/me/totp/setup',
      { schema: { tags, response: { 200: totpSetupResponseSchema, 409: apiErrorSchema, ...guarded } } },
      async (request) => auth.setupTotp(currentStaff(request).staffId),
    );

    secured.post(
      '/admin/me/totp/enable',
      {
        preHandler: codeTries,
        schema: {
          tags,
          body: totpCodeBodySchema,
          response: {
            200: totpEnableResponseSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            429: apiErrorSchema,
            ...guarded,
          },
        },
      },
      async (request) => ({
        message: ADMIN_MSG.totpEnabled,
        recoveryCodes: await auth.enableTotp(
          currentStaff(request).staffId,
          request.body.code,
          auditActor(request),
        ),
      }),
    );

    secured.post(
      '/admin/me/totp/disable',
      {
        preHandler: codeTries,
        schema: {
          tags,
          body: totpCodeBodySchema,
          response: {
            200: adminMessageSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            429: apiErrorSchema,
            ...guarded,
          },
        },
      },
      async (request) => {
        await auth.disableTotp(currentStaff(request).staffId, request.body.code, auditActor(request));
        return { message: ADMIN_MSG.totpDisabled };
      },
    );

    secured.get(
      '/admin/orders',
      {
        schema: {
          tags,
          querystring: adminOrdersQuerySchema,
          response: { 200: adminOrdersResponseSchema, 400: apiErrorSchema, ...guarded },
        },
      },
      async (request) => orders.listOrders(db, config.SHOP_ID, request.query),
    );

    secured.get(
      '/admin/orders/:id',
      {
        schema: {
          tags,
          params: adminOrderParamsSchema,
          response: { 200: adminOrderResponseSchema, 404: apiErrorSchema, ...guarded },
        },
      },
      async (request) => ({ order: await orders.orderDetail(db, config.SHOP_ID, request.params.id) }),
    );
  });
};
