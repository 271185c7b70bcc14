import {
  AUTH_MSG,
  apiErrorSchema,
  ERROR_CODES,
  idParamsSchema,
  updateMobileBodySchema,
  updateMobileResponseSchema,
  userIdParamsSchema,
  userRecordSchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { assertSameUser, customerOnly, tokenOnly } from '../../plugins/auth';
import { toSessionUser } from '../auth';
import * as repo from './repository';

/** The spec reads `message` to forget a stored user whose account is gone; `msg` is the API's usual key. */
const userNotFoundSchema = apiErrorSchema.extend({ message: apiErrorSchema.shape.msg });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['account'];

/** The customer's own record and contact number (docs/api.md: GET /registeruser/single, PUT /registeruser/api/user). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;

  app.get(
    '/registeruser/single/:userId',
    {
      onRequest: tokenOnly,
      schema: {
        tags,
        params: userIdParamsSchema,
        response: { 200: userRecordSchema, 404: userNotFoundSchema, ...errors },
      },
    },
    async (request, reply) => {
      assertSameUser(request, request.params.userId);
      const user = await repo.findUser(db, config.SHOP_ID, request.params.userId);
      if (!user) {
        return reply.status(404).send({
          isError: true as const,
          msg: AUTH_MSG.userNotFound,
          code: ERROR_CODES.notFound,
          message: AUTH_MSG.userNotFound,
        });
      }
      return { ...toSessionUser(user), createdAt: user.createdAt.toISOString() };
    },
  );

  app.put(
    '/registeruser/api/user/:id',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateMobileBodySchema,
        response: { 200: updateMobileResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      assertSameUser(request, request.params.id);
      const updated = await repo.updateMobile(db, config.SHOP_ID, request.params.id, request.body.mobile);
      if (!updated) throw AppError.notFound(AUTH_MSG.userNotFound);
      return { success: true as const, message: AUTH_MSG.mobileUpdated, mobile: request.body.mobile };
    },
  );
};
