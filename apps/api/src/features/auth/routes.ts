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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorAnswers } from '../../lib/error-answers';
import { createHashGate } from '../../lib/passwords-gate';
import type { RateLimitRule } from '../../plugins/rate-limit';
import { assertServedShop } from '../../plugins/shop';
import { perEmailAndAddress } from './limits';
import { type AuthOptions, DEFAULT_AUTH_LIMITS, hashGateFor, passwordCostFor } from './options';
import { outboxKeyMatches } from './outbox-key';
import { AuthService } from './service';
import { clearRefreshCookie, customerRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './sessions';

const errors = errorAnswers(400, 401, 404, 429, 503);
const tags = ['auth'];

/**
 * The client has closed its connection (given up, or a proxy timed out): nobody will read the
 * answer. An HTTP server ends its side once the client's has ended, so either flag tells.
 */
function clientGone(request: FastifyRequest): boolean {
  const socket = request.raw.socket;
  return socket?.destroyed === true || socket?.writable === false;
}

/** Sign-in, sessions, registration with OTP, password reset and Google sign-in (docs/api.md). */
export const authRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, options) => {
  const { config, db } = app.deps;
  const auth = new AuthService({
    db,
    config,
    mailer: app.mailer,
    log: app.log,
    passwordCost: passwordCostFor(config.NODE_ENV, options),
    hashGate: createHashGate(hashGateFor(options)),
  });
  const servedShop = (mainId: string) => assertServedShop(config.SHOP_ID, mainId);
  // Runs before the limits, so a call for a shop this deployment does not serve (404) spends
  // no allowance.
  const shopFirst = async (request: FastifyRequest) =>
    servedShop((request.body as { main_id: string }).main_id);

  const limits = { ...DEFAULT_AUTH_LIMITS, ...options.limits };
  const limited = (name: string, perEmail: RateLimitRule, perAddress: RateLimitRule) => [
    shopFirst,
    ...perEmailAndAddress(app, name, perEmail, perAddress),
  ];
  const loginLimits = limited('login', limits.loginPerEmail, limits.loginPerAddress);
  // One allowance for signup and reset codes: both fill the same inbox.
  const sendLimits = limited('otp-send', limits.otpSendPerEmail, limits.otpSendPerAddress);
  const verifyLimits = limited('otp-try', limits.otpVerifyPerEmail, limits.otpVerifyPerAddress);
  const signupLimits = limited('signup', limits.signupPerEmail, limits.signupPerAddress);
  const resetLimits = limited('reset', limits.resetPerEmail, limits.resetPerAddress);

  app.post(
    '/loginuser',
    {
      preHandler: loginLimits,
      schema: { tags, body: loginBodySchema, response: { 200: loginResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const session = await auth.login(request.body.email, request.body.password, () => clientGone(request));
      setRefreshCookie(reply, config, session.refreshToken);
      return { user: session.user, accessToken: session.accessToken, message: AUTH_MSG.loginSuccessful };
    },
  );

  app.post(
    '/auth/refresh',
    { schema: { tags, response: { 200: refreshResponseSchema, 401: apiErrorSchema } } },
    async (request, reply) => {
      const session = await customerRefreshCookie.renew(request, reply, config, (token) =>
        auth.refresh(token),
      );
      return { user: session.user, accessToken: session.accessToken };
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

  /** A form whose whole answer is its message, once `run` has done what it asks. */
  const messageForm = <B extends z.ZodType>(
    path: string,
    preHandler: ReturnType<typeof limited>,
    body: B,
    errorCodes: Record<number, typeof apiErrorSchema>,
    run: (body: z.output<B>) => Promise<unknown>,
    message: string,
  ) =>
    app.post(
      path,
      { preHandler, schema: { tags, body, response: { 200: successMessageSchema, ...errorCodes } } },
      async (request) => {
        await run(request.body as z.output<B>);
        return { success: true as const, message };
      },
    );

  // a sign-up code for an e-mail already registered is 409
  messageForm(
    '/registeruser/api/send-otp',
    sendLimits,
    sendOtpBodySchema,
    { 409: apiErrorSchema, ...errors },
    ({ email }) => auth.sendSignupOtp(email),
    AUTH_MSG.otpSent,
  );
  messageForm(
    '/registeruser/api/resetsend-otp',
    sendLimits,
    resetSendOtpBodySchema,
    errors,
    ({ email }) => auth.sendResetOtp(email),
    AUTH_MSG.otpSentToEmail,
  );
  messageForm(
    '/registeruser/api/reset-password',
    resetLimits,
    resetPasswordBodySchema,
    errors,
    (form) => auth.resetPassword(form),
    AUTH_MSG.passwordReset,
  );

  app.post(
    '/registeruser/api/verify-otp',
    {
      preHandler: verifyLimits,
      schema: { tags, body: verifyOtpBodySchema, response: { 200: verifyOtpResponseSchema, ...errors } },
    },
    async (request) => {
      const { email, otp, purpose } = request.body;
      const verificationToken = await auth.verifyOtp(email, otp, purpose);
      return { success: true as const, message: AUTH_MSG.otpVerified, verificationToken };
    },
  );

  app.post(
    '/registeruser/api/signup',
    {
      preHandler: signupLimits,
      schema: {
        tags,
        body: signupBodySchema,
        response: { 201: signupResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const newUser = await auth.signup(request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: AUTH_MSG.registrationSuccessful, newUser });
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
