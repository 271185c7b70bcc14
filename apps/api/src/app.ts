import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES, MSG, plainIssueMessage } from '@storefront/shared';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { z } from 'zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { accountRoutes } from './features/account/routes';
import { addressRoutes } from './features/addresses/routes';
import { adminRoutes } from './features/admin';
import type { AuthOptions } from './features/auth/options';
import { authRoutes } from './features/auth/routes';
import { cartRoutes } from './features/cart/routes';
import { catalogueRoutes } from './features/catalogue/routes';
import { checkoutRoutes } from './features/checkout';
import { allowedScriptOrigins } from './features/content';
import { contentRoutes } from './features/content/routes';
import { shopSettingsRoutes } from './features/content/settings-routes';
import { couponRoutes } from './features/coupons/routes';
import { healthRoutes } from './features/health/routes';
import { mediaRoutes } from './features/media';
import { newsletterRoutes } from './features/newsletter';
import { orderRoutes } from './features/orders/routes';
import { type PaymentOptions, paymentRoutes, paymentSettings } from './features/payments';
import { type SeoOptions, seoRoutes } from './features/seo';
import { createPageServer } from './features/seo/served-pages';
import { startHoldSweep } from './jobs/hold-sweep';
import { type NotificationOutboxOptions, startNotificationOutbox } from './jobs/notification-outbox';
import { startCacheBus } from './lib/cache-bus';
import { compiledSerializer } from './lib/compiled-serializer';
import { type Mailer, registerMailer } from './lib/mailer';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { childLoggerFactory, loggerOptions } from './plugins/logging';
import { registerRateLimits } from './plugins/rate-limit';

export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Never let a secret reach the logs (kept here too: tests and tools import it from the app). */
export { LOG_REDACT_PATHS } from './plugins/logging';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes instead of stdout (tests read the lines the server would print). */
  logStream?: DestinationStream;
  /** Auth tuning: scrypt cost and rate limits (tests lower them). */
  auth?: AuthOptions;
  /** Replaces the mailer chosen from SMTP_URL (tests). */
  mailer?: Mailer;
  /** Checkout and payments: the gateway (Razorpay or simulator by default), rate limits, hold sweep. */
  payments?: PaymentOptions;
  /** Sitemap tuning (tests lower the URLs per file). */
  seo?: SeoOptions;
  /** The Redis channel that carries catalogue changes between processes (tests use their own). */
  cacheChannel?: string;
  /** The notification outbox's sender: how often it looks, and its mailer or push (tests). */
  notifications?: NotificationOutboxOptions;
};

// A schema's own message wins; this words the checks that have none (a field left out, a
// fraction sent for a quantity), process-wide.
z.config({ customError: plainIssueMessage });

export async function buildApp({
  config,
  database,
  logger,
  logStream,
  auth,
  mailer,
  payments,
  seo,
  cacheChannel,
  notifications,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { ...loggerOptions(config.LOG_LEVEL), stream: logStream },
    childLoggerFactory,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Fastify takes a hop count through a function: trust exactly the configured number of proxies.
    trustProxy: config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
    bodyLimit: 256 * 1024,
    // Router-level refusals (malformed URL encoding, over-long path parts) get the same body as any error.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply.status(status).send({ isError: true, msg: MSG.invalidInput, code: ERROR_CODES.badRequest });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', { config, database, db: database.db });
  if (config.REDIS_URL) {
    // catalogue changes reach every API process's response caches (decision 0032)
    const bus = await startCacheBus({
      db: database.db,
      redisUrl: config.REDIS_URL,
      channel: cacheChannel ?? `storefront-cache:${config.SHOP_ID}`,
      log: app.log,
    });
    app.addHook('onClose', bus.close);
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer(config.NODE_ENV));
  registerErrorHandling(app);
  registerInputGuard(app as unknown as FastifyInstance);
  registerMailer(app as unknown as FastifyInstance, config, mailer);
  // A callback hook on request: an async onSend hook cost a promise on every answer.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // the pages' CSP names the script origins the owner allows, read once per change (decision 0041)
  registerSecurityHeaders(app as unknown as FastifyInstance, {
    scriptOrigins: () => allowedScriptOrigins(database.db, config.SHOP_ID),
  });
  await app.register(compress, { threshold: 1024 });
  await registerRateLimits(app as unknown as FastifyInstance, config);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Storefront API', version: '1.0.0', description: 'The shop API behind the storefront.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      const checkoutSettings = paymentSettings(config, payments);
      await api.register(healthRoutes);
      // Only the sign-in sessions, the shopper's and the console's, read or set a cookie: the
      // cookie plugin's hooks run on their routes alone, not on every other answer (decision 0047).
      await api.register(async (sessions) => {
        await sessions.register(cookie);
        await sessions.register(authRoutes, auth ?? {});
        await sessions.register(adminRoutes, { ...auth, gateway: checkoutSettings.gateway });
      });
      await api.register(checkoutRoutes, checkoutSettings);
      await api.register(paymentRoutes, checkoutSettings);
      const shopRoutes = [
        accountRoutes,
        addressRoutes,
        mediaRoutes,
        catalogueRoutes,
        cartRoutes,
        couponRoutes,
        shopSettingsRoutes,
        orderRoutes,
        contentRoutes,
        newsletterRoutes,
      ];
      for (const routes of shopRoutes) await api.register(routes);
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes, seo ?? {});
  startHoldSweep(app as unknown as FastifyInstance, payments?.holdSweepMs);
  startNotificationOutbox(app as unknown as FastifyInstance, notifications);
  await registerWebApp(app as unknown as FastifyInstance, config.WEB_DIST_DIR);
  return app;
}

/** Serves the built web app: its files, and every other page as index.html; API paths keep JSON 404s. */
async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWeb = distDir !== '' && fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // answered by the seo feature; a stale build may still hold the old static file
      globIgnore: ['robots.txt', 'sitemap.xml'],
      setHeaders: (res, filePath) => {
        // Content-hashed assets never change; the page itself is revalidated every time.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  // each page is index.html with its own title, preview tags and data (features/seo/served-pages.ts)
  const servePage = hasWeb ? createPageServer(app, indexFile) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && servePage && (request.method === 'GET' || request.method === 'HEAD')) {
      return servePage(request, reply);
    }
    return reply.status(404).send({ isError: true, msg: MSG.notFound, code: ERROR_CODES.notFound });
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
