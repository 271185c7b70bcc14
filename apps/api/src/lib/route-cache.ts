import type { FastifyInstance } from 'fastify';
import { ResponseCache } from './response-cache';

/**
 * A response cache for one plugin's routes, released when the app closes; its `serveHit` is
 * the routes' onRequest hook (decision 0012).
 */
export function routeCache(
  app: { addHook: FastifyInstance['addHook'] },
  ...options: ConstructorParameters<typeof ResponseCache>
): ResponseCache {
  const cache = new ResponseCache(...options);
  app.addHook('onClose', async () => cache.release());
  return cache;
}
