import { healthSchema } from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // A status and the shop id are always far under the compression threshold: no compression
  // hooks to pass on a call that monitors and load balancers make all day (decision 0047).
  app.get(
    '/health',
    { compress: false, schema: { tags: ['health'], response: { 200: healthSchema } } },
    async () => ({
      status: 'ok' as const,
      shopId: app.deps.config.SHOP_ID,
    }),
  );
};
