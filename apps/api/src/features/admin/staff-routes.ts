import {
  adminIdParamsSchema,
  adminStaffCreateBodySchema,
  adminStaffResetBodySchema,
  adminStaffResponseSchema,
  adminStaffUpdateBodySchema,
  STAFF_ADMIN_MSG,
  staffListResponseSchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from './audit';
import { requireStaff } from './guard';
import { refusals, tags } from './route-schemas';
import * as staffService from './staff-service';

/**
 * Staff accounts, for owners only (a staff member gets 403). Registered inside the console's
 * secured context (routes.ts). The contract is in docs/api.md, "Console: staff".
 */
export const staffAdminRoutes: FastifyPluginAsyncZod<{ hashPassword: staffService.HashPassword }> = async (
  app,
  { hashPassword },
) => {
  const { config, db } = app.deps;
  const onRequest = requireStaff('owner');

  app.get(
    '/admin/staff',
    { onRequest, schema: { tags, response: { 200: staffListResponseSchema, ...refusals } } },
    async () => ({ staff: await staffService.listStaffMembers(db, config.SHOP_ID) }),
  );

  app.post(
    '/admin/staff',
    {
      onRequest,
      schema: {
        tags,
        body: adminStaffCreateBodySchema,
        response: { 201: adminStaffResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const member = await staffService.addStaffMember(db, auditActor(request), request.body, hashPassword);
      return reply.code(201).send({ message: STAFF_ADMIN_MSG.added(member.email), member });
    },
  );

  app.put(
    '/admin/staff/:id',
    {
      onRequest,
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: adminStaffUpdateBodySchema,
        response: { 200: adminStaffResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      message: STAFF_ADMIN_MSG.saved,
      member: await staffService.saveStaffMember(db, auditActor(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/staff/:id/reset',
    {
      onRequest,
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: adminStaffResetBodySchema,
        response: { 200: adminStaffResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const member = await staffService.resetStaffMember(
        db,
        auditActor(request),
        request.params.id,
        request.body.password,
        hashPassword,
      );
      return { message: STAFF_ADMIN_MSG.reset(member.email), member };
    },
  );
};
