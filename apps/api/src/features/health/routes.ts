import { healthSchema } from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
    shopId: app.deps.config.SHOP_ID,
  }));
};
