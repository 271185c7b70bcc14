import {
  adminCategoriesResponseSchema,
  adminCategoryBodySchema,
  adminCategoryResponseSchema,
  adminIdParamsSchema,
  adminProductBodySchema,
  adminProductResponseSchema,
  adminProductStatusBodySchema,
  adminProductsQuerySchema,
  adminProductsResponseSchema,
  adminStockAdjustBodySchema,
  adminStockAdjustResponseSchema,
  adminStockHistoryQuerySchema,
  adminStockHistoryResponseSchema,
  CATALOGUE_ADMIN_MSG,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../audit';
import { recordRoutes } from '../record-routes';
import { refusals, tags } from '../route-schemas';
import * as categoriesService from './categories-service';
import * as productReads from './product-reads';
import * as productsService from './products-service';
import { adjustStock, stockHistory } from './stock';

/**
 * Products, stock and categories in the console. Registered inside the console's secured
 * context (admin/routes.ts): staff only. The contract is in docs/api.md, "Console: catalogue".
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const shopId = config.SHOP_ID;

  const products = recordRoutes(app, {
    path: '/admin/products',
    key: 'product',
    answer: adminProductResponseSchema,
  });
  products.list(adminProductsQuerySchema, adminProductsResponseSchema, productReads.listProducts);
  products.create(adminProductBodySchema, productsService.createProduct, CATALOGUE_ADMIN_MSG.productCreated);
  products.one(productReads.getProduct);
  products.save(adminProductBodySchema, productsService.saveProduct, CATALOGUE_ADMIN_MSG.productSaved);
  products.change(
    'PATCH',
    '/status',
    adminProductStatusBodySchema,
    (db, actor, id, body) => productsService.setProductStatus(db, actor, id, body.status),
    CATALOGUE_ADMIN_MSG.productSaved,
  );

  app.post(
    '/admin/products/:id/duplicate',
    {
      schema: {
        tags,
        params: adminIdParamsSchema,
        response: { 201: adminProductResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const product = await productsService.duplicateProduct(db, auditActor(request), request.params.id);
      return reply.code(201).send({ message: CATALOGUE_ADMIN_MSG.productDuplicated, product });
    },
  );

  app.post(
    '/admin/products/:id/stock',
    {
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: adminStockAdjustBodySchema,
        response: { 200: adminStockAdjustResponseSchema, ...refusals },
      },
    },
    async (request) => adjustStock(db, auditActor(request), request.params.id, request.body),
  );

  app.get(
    '/admin/products/:id/stock-history',
    {
      schema: {
        tags,
        params: adminIdParamsSchema,
        querystring: adminStockHistoryQuerySchema,
        response: { 200: adminStockHistoryResponseSchema, ...refusals },
      },
    },
    async (request) => stockHistory(db, shopId, request.params.id, request.query),
  );

  app.get(
    '/admin/categories',
    { schema: { tags, response: { 200: adminCategoriesResponseSchema, ...refusals } } },
    async () => ({ items: await categoriesService.listCategories(db, shopId) }),
  );

  const categories = recordRoutes(app, {
    path: '/admin/categories',
    key: 'category',
    answer: adminCategoryResponseSchema,
  });
  categories.create(
    adminCategoryBodySchema,
    categoriesService.createCategory,
    CATALOGUE_ADMIN_MSG.categorySaved,
  );
  categories.save(adminCategoryBodySchema, categoriesService.saveCategory, CATALOGUE_ADMIN_MSG.categorySaved);
};
