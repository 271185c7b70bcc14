import {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminDashboardResponseSchema,
  adminInboxExportQuerySchema,
  adminInboxItemParamsSchema,
  adminInboxItemResponseSchema,
  adminInboxQuerySchema,
  adminInboxResponseSchema,
  adminInboxUpdateBodySchema,
  adminSubscribersQuerySchema,
  adminSubscribersResponseSchema,
  apiErrorSchema,
  NEWSLETTER_STATES,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allSubscribers, listSubscribers } from '../newsletter';
import { auditActor, listAudit } from './audit';
import { csvResponse, sendCsv, toCsv } from './csv';
import { dashboard } from './dashboard';
import { requireStaff } from './guard';
import { allInbox, inboxItem, listInbox, updateInboxItem } from './inbox';
import { guarded, tags } from './route-schemas';

const ownerOnly = requireStaff('owner');

/**
 * Dashboard, inbox, newsletter subscribers and the audit log. Registered inside the secured
 * context of routes.ts, so every route here already requires a staff token; exports and the
 * audit log also need the owner (a whole list of customers' addresses leaves the shop).
 */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const shopId = config.SHOP_ID;

  app.get(
    '/admin/dashboard',
    { schema: { tags, response: { 200: adminDashboardResponseSchema, ...guarded } } },
    async () => dashboard(db, shopId),
  );

  app.get(
    '/admin/inbox',
    {
      schema: {
        tags,
        description: 'Contact messages and enquiries in one list, newest first.',
        querystring: adminInboxQuerySchema,
        response: { 200: adminInboxResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => listInbox(db, shopId, request.query),
  );

  app.get(
    '/admin/inbox/export',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        description: 'The inbox as CSV (same filters as the list, every page).',
        querystring: adminInboxExportQuerySchema,
        response: { 200: csvResponse, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const items = await allInbox(db, shopId, request.query);
      const csv = toCsv(
        [
          'Received',
          'Kind',
          'Name',
          'Email',
          'Mobile',
          'Message',
          'Parent name',
          'Date of birth',
          'Age',
          'Read',
          'Handled',
        ],
        items.map((item) => [
          item.createdAt,
          item.kind,
          item.name,
          item.email,
          item.mobile,
          item.message,
          item.parentName,
          item.dob,
          item.age,
          item.readAt ?? '',
          item.handledAt ?? '',
        ]),
      );
      return sendCsv(reply, 'inbox', csv);
    },
  );

  app.get(
    '/admin/inbox/:kind/:id',
    {
      schema: {
        tags,
        params: adminInboxItemParamsSchema,
        response: { 200: adminInboxItemResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => ({ item: await inboxItem(db, shopId, request.params.kind, request.params.id) }),
  );

  app.post(
    '/admin/inbox/:kind/:id',
    {
      schema: {
        tags,
        description: 'Marks a message read or unread, handled or open (handled is read too). Audited.',
        params: adminInboxItemParamsSchema,
        body: adminInboxUpdateBodySchema,
        response: { 200: adminInboxItemResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => ({
      item: await updateInboxItem(
        db,
        auditActor(request),
        request.params.kind,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/admin/newsletter/subscribers',
    {
      schema: {
        tags,
        querystring: adminSubscribersQuerySchema,
        response: { 200: adminSubscribersResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => listSubscribers(db, shopId, request.query),
  );

  app.get(
    '/admin/newsletter/subscribers/export',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        querystring: z.object({ state: z.enum(NEWSLETTER_STATES).optional() }),
        response: { 200: csvResponse, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const rows = await allSubscribers(db, shopId, request.query.state);
      const csv = toCsv(
        ['Email', 'Subscribed', 'Unsubscribed'],
        rows.map((row) => [row.email, row.createdAt, row.unsubscribedAt ?? '']),
      );
      return sendCsv(reply, 'newsletter-subscribers', csv);
    },
  );

  app.get(
    '/admin/audit',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        description: 'Every console write, newest first: who, when, from where, before and after.',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => listAudit(db, shopId, request.query),
  );
};
