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

  app.get(
    '/admin/products',
    {
      schema: {
        tags,
        querystring: adminProductsQuerySchema,
        response: { 200: adminProductsResponseSchema, ...refusals },
      },
    },
    async (request) => productReads.listProducts(db, shopId, request.query),
  );

  app.post(
    '/admin/products',
    {
      schema: {
        tags,
        body: adminProductBodySchema,
        response: { 201: adminProductResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const product = await productsService.createProduct(db, auditActor(request), request.body);
      return reply.code(201).send({ message: CATALOGUE_ADMIN_MSG.productCreated, product });
    },
  );

  app.get(
    '/admin/products/:id',
    {
      schema: {
        tags,
        params: adminIdParamsSchema,
        response: { 200: adminProductResponseSchema, ...refusals },
      },
    },
    async (request) => ({ product: await productReads.getProduct(db, shopId, request.params.id) }),
  );

  app.put(
    '/admin/products/:id',
    {
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: adminProductBodySchema,
        response: { 200: adminProductResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      message: CATALOGUE_ADMIN_MSG.productSaved,
      product: await productsService.saveProduct(db, auditActor(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/admin/products/:id/status',
    {
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: adminProductStatusBodySchema,
        response: { 200: adminProductResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      message: CATALOGUE_ADMIN_MSG.productSaved,
      product: await productsService.setProductStatus(
        db,
        auditActor(request),
        request.params.id,
        request.body.status,
      ),
    }),
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

  app.post(
    '/admin/categories',
    {
      schema: {
        tags,
        body: adminCategoryBodySchema,
        response: { 201: adminCategoryResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const category = await categoriesService.createCategory(db, auditActor(request), request.body);
      return reply.code(201).send({ message: CATALOGUE_ADMIN_MSG.categorySaved, category });
    },
  );

  app.put(
    '/admin/categories/:id',
    {
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: adminCategoryBodySchema,
        response: { 200: adminCategoryResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      message: CATALOGUE_ADMIN_MSG.categorySaved,
      category: await categoriesService.saveCategory(
        db,
        auditActor(request),
        request.params.id,
        request.body,
      ),
    }),
  );
};
