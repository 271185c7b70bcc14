import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Registered inside the console's secured context (admin/routes.ts): staff only. */
export const couponAdminRoutes: FastifyPluginAsyncZod = async () => {};
