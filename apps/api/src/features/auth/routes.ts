import {
  AUTH_MSG,
  apiErrorSchema,
  authConfigResponseSchema,
  googleSignupBodySchema,
  googleSignupResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  logoutBodySchema,
  refreshResponseSchema,
  resetPasswordBodySchema,
  resetSendOtpBodySchema,
  sendOtpBodySchema,
  signupBodySchema,
  signupResponseSchema,
  successMessageSchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { createHashGate } from '../../lib/passwords-gate';
import { createRateLimiter } from '../../lib/rate-limit';
import { assertServedShop } from '../../plugins/shop';
import { type AuthOptions, DEFAULT_AUTH_LIMITS, hashGateFor, passwordCostFor } from './options';
import { outboxKeyMatches } from './outbox-key';
import { AuthService } from './service';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './sessions';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};
const tags = ['auth'];

/** Sign-in, sessions, registration with OTP, password reset and Google sign-in (spec section 7). */
export const authRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, options) => {
  const { config, db } = app.deps;
  const limiter = options.rateLimiter ?? createRateLimiter(config);
  if (!options.rateLimiter) app.addHook('onClose', async () => limiter.close());
  const auth = new AuthService({
    db,
    config,
    mailer: app.mailer,
    log: app.log,
    limiter,
    limits: { ...DEFAULT_AUTH_LIMITS, ...options.limits },
    passwordCost: passwordCostFor(config.NODE_ENV, options),
    hashGate: createHashGate(hashGateFor(options)),
  });
  const servedShop = (mainId: string) => assertServedShop(config.SHOP_ID, mainId);

  app.post(
    '/loginuser',
    { schema: { tags, body: loginBodySchema, response: { 200: loginResponseSchema, ...errors } } },
    async (request, reply) => {
      servedShop(request.body.main_id);
      const session = await auth.login(request.body.email, request.body.password, request.ip);
      setRefreshCookie(reply, config, session.refreshToken);
      return { user: session.user, accessToken: session.accessToken, message: AUTH_MSG.loginSuccessful };
    },
  );

  app.post(
    '/auth/refresh',
    { schema: { tags, response: { 200: refreshResponseSchema, 401: apiErrorSchema } } },
    async (request, reply) => {
      try {
        const session = await auth.refresh(request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(reply, config, session.refreshToken);
        return { user: session.user, accessToken: session.accessToken };
      } catch (error) {
        clearRefreshCookie(reply, config);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: { tags, body: logoutBodySchema, response: { 200: successMessageSchema, 400: apiErrorSchema } },
    },
    async (request, reply) => {
      await auth.logout(request.cookies[REFRESH_COOKIE], request.body?.deviceToken);
      clearRefreshCookie(reply, config);
      return { success: true as const, message: AUTH_MSG.loggedOut };
    },
  );

  app.get('/auth/config', { schema: { tags, response: { 200: authConfigResponseSchema } } }, async () => ({
    googleClientId: auth.googleClientId,
  }));

  app.post(
    '/registeruser/api/send-otp',
    {
      schema: {
        tags,
        body: sendOtpBodySchema,
        response: { 200: successMessageSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      servedShop(request.body.main_id);
      await auth.sendSignupOtp(request.body.email, request.ip);
      return { success: true as const, message: AUTH_MSG.otpSent };
    },
  );

  app.post(
    '/registeruser/api/resetsend-otp',
    { schema: { tags, body: resetSendOtpBodySchema, response: { 200: successMessageSchema, ...errors } } },
    async (request) => {
      servedShop(request.body.main_id);
      await auth.sendResetOtp(request.body.email, request.ip);
      return { success: true as const, message: AUTH_MSG.otpSentToEmail };
    },
  );

  app.post(
    '/registeruser/api/verify-otp',
    { schema: { tags, body: verifyOtpBodySchema, response: { 200: verifyOtpResponseSchema, ...errors } } },
    async (request) => {
      servedShop(request.body.main_id);
      const { email, otp, purpose } = request.body;
      const verificationToken = await auth.verifyOtp(email, otp, purpose, request.ip);
      return { success: true as const, message: AUTH_MSG.otpVerified, verificationToken };
    },
  );

  app.post(
    '/registeruser/api/signup',
    {
      schema: {
        tags,
        body: signupBodySchema,
        response: { 201: signupResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      servedShop(request.body.main_id);
      const newUser = await auth.signup(request.body, request.ip);
      return reply
        .status(201)
        .send({ success: true as const, message: AUTH_MSG.registrationSuccessful, newUser });
    },
  );

  app.post(
    '/registeruser/api/reset-password',
    { schema: { tags, body: resetPasswordBodySchema, response: { 200: successMessageSchema, ...errors } } },
    async (request) => {
      servedShop(request.body.main_id);
      await auth.resetPassword(request.body, request.ip);
      return { success: true as const, message: AUTH_MSG.passwordReset };
    },
  );

  app.post(
    '/registeruser/api/google-signup',
    {
      schema: {
        tags,
        body: googleSignupBodySchema,
        response: { 200: googleSignupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      servedShop(request.body.main_id);
      const session = await auth.googleSignIn(request.body.token);
      setRefreshCookie(reply, config, session.refreshToken);
      return {
        success: true as const,
        message: AUTH_MSG.loginSuccessful,
        data: { user: session.user, accessToken: session.accessToken },
      };
    },
  );

  const outbox = app.mailer.outbox;
  if (outbox) {
    // Mails not sent because SMTP_URL is unset, where config.mailOutbox allows it (never a
    // production deployment on PostgreSQL unless MAIL_OUTBOX=true). They hold sign-up and
    // reset codes, so only the person who started the shop may read them: with the key
    // printed on the start line. Anyone else gets the same 404 as for a missing route.
    const outboxKey = config.mailOutboxKey;
    app.get(
      '/dev/outbox',
      {
        onRequest: async (request) => {
          const query = request.query as { key?: unknown };
          const header = request.headers['x-outbox-key'];
          const given = typeof query.key === 'string' ? query.key : typeof header === 'string' ? header : '';
          if (!outboxKeyMatches(outboxKey, given)) throw AppError.notFound();
        },
        schema: {
          tags: ['dev'],
          querystring: z.object({
            to: z.string().trim().toLowerCase().optional(),
            key: z.string().max(256).optional(),
          }),
          response: {
            404: apiErrorSchema,
            200: z.object({
              mails: z.array(
                z.object({
                  to: z.string(),
                  subject: z.string(),
                  text: z.string(),
                  html: z.string(),
                  sentAt: z.string(),
                }),
              ),
            }),
          },
        },
      },
      async (request) => ({
        mails: outbox.filter((mail) => !request.query.to || mail.to === request.query.to).reverse(),
      }),
    );
  }
};
