import {
  apiErrorSchema,
  PRODUCT_CSV_MAX_MB,
  PRODUCT_CSV_MSG,
  productCsvImportResponseSchema,
  productCsvQuerySchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { auditActor } from '../audit';
import { allProducts } from '../catalogue';
import { csvResponse, sendCsv } from '../csv';
import { tags } from '../route-schemas';
import { productsToCsv } from './format';
import { importProductCsv } from './import';

/**
 * The catalogue as CSV (docs/api.md, "Console: product CSV"). Registered inside the console's
 * secured context (admin/routes.ts): staff only.
 */
export const productCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;

  // the import's body is the file itself; only this plugin reads CSV bodies
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'string', bodyLimit: PRODUCT_CSV_MAX_MB * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/admin/products/export',
    {
      schema: {
        tags,
        description: 'Every product and variation of the shop, one row each, in the import format.',
        response: { 200: csvResponse, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (_request, reply) =>
      sendCsv(reply, 'products', productsToCsv(await allProducts(db, config.SHOP_ID))),
  );

  app.post(
    '/admin/products/import',
    {
      schema: {
        tags,
        description:
          'The export format as a text/csv body. dryRun=true (the default) checks every row and writes nothing; dryRun=false writes all or nothing.',
        querystring: productCsvQuerySchema,
        body: z.string().describe('CSV (text/csv)'),
        response: {
          200: productCsvImportResponseSchema,
          400: productCsvImportResponseSchema.or(apiErrorSchema),
          401: apiErrorSchema,
          403: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (typeof request.body !== 'string') throw AppError.badRequest(PRODUCT_CSV_MSG.notCsv);
      const result = await importProductCsv(db, auditActor(request), request.body, request.query.dryRun);
      return reply.code(result.errors.length > 0 && !result.dryRun ? 400 : 200).send(result);
    },
  );
};
