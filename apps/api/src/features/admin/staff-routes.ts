import {
  adminStaffCreateBodySchema,
  adminStaffResetBodySchema,
  adminStaffResponseSchema,
  adminStaffUpdateBodySchema,
  STAFF_ADMIN_MSG,
  staffListResponseSchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from './guard';
import { recordRoutes } from './record-routes';
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

  const staff = recordRoutes(app, {
    path: '/admin/staff',
    key: 'member',
    answer: adminStaffResponseSchema,
    onRequest,
  });
  staff.create(
    adminStaffCreateBodySchema,
    (db, actor, body) => staffService.addStaffMember(db, actor, body, hashPassword),
    (member) => STAFF_ADMIN_MSG.added(member.email),
  );
  staff.save(adminStaffUpdateBodySchema, staffService.saveStaffMember, STAFF_ADMIN_MSG.saved);
  staff.change(
    'POST',
    '/reset',
    adminStaffResetBodySchema,
    (db, actor, id, { password }) => staffService.resetStaffMember(db, actor, id, password, hashPassword),
    (member) => STAFF_ADMIN_MSG.reset(member.email),
  );
};
