import {
  ADMIN_ORDERS_EXPORT_MAX,
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminDashboardResponseSchema,
  adminInboxExportQuerySchema,
  adminInboxItemParamsSchema,
  adminInboxItemResponseSchema,
  adminInboxQuerySchema,
  adminInboxResponseSchema,
  adminInboxUpdateBodySchema,
  adminOrdersExportQuerySchema,
  adminSubscribersQuerySchema,
  adminSubscribersResponseSchema,
  apiErrorSchema,
  indiaDateTime,
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
import { salesRegister } from './orders-service';
import { guarded, tags } from './route-schemas';

const ownerOnly = requireStaff('owner');

type ConsoleApp = Parameters<FastifyPluginAsyncZod>[0];
type Cell = string | number | null | undefined;

/** The shop's exports give times as the owner's accountant reads them: India time, not UTC. */
const inIndia = (iso: string | null | undefined) => (iso ? indiaDateTime(new Date(iso)) : '');

/**
 * An owner-only CSV download of a whole list (its filters, every page), named after `file`:
 * one column per heading, with the cell it takes from each row.
 */
function csvExport<Q extends z.ZodType, T>(
  app: ConsoleApp,
  route: {
    path: string;
    description?: string;
    querystring: Q;
    file: string;
    rows: (query: z.output<Q>) => Promise<T[]>;
    columns: [heading: string, cell: (row: T) => Cell][];
  },
) {
  const { path, description, querystring, file, rows, columns } = route;
  app.get(
    path,
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        ...(description && { description }),
        querystring,
        response: { 200: csvResponse, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const list = await rows(request.query as z.output<Q>);
      const csv = toCsv(
        columns.map(([heading]) => heading),
        list.map((row) => columns.map(([, cell]) => cell(row))),
      );
      return sendCsv(reply, file, csv);
    },
  );
}

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

  csvExport(app, {
    path: '/admin/inbox/export',
    description: 'The inbox as CSV (same filters as the list, every page).',
    querystring: adminInboxExportQuerySchema,
    file: 'inbox',
    rows: (query) => allInbox(db, shopId, query),
    columns: [
      ['Received', (item) => inIndia(item.createdAt)],
      ['Kind', (item) => item.kind],
      ['Name', (item) => item.name],
      ['Email', (item) => item.email],
      ['Mobile', (item) => item.mobile],
      ['Message', (item) => item.message],
      ['Parent name', (item) => item.parentName],
      ['Date of birth', (item) => item.dob],
      ['Age', (item) => item.age],
      ['Read', (item) => inIndia(item.readAt)],
      ['Handled', (item) => inIndia(item.handledAt)],
    ],
  });

  csvExport(app, {
    path: '/admin/orders/export',
    description: `The sales register as CSV: the orders list with the same filters, every page, oldest first, with each placed order’s GST split as its invoice shows it. Refused (400) over ${ADMIN_ORDERS_EXPORT_MAX.toLocaleString('en-IN')} orders.`,
    querystring: adminOrdersExportQuerySchema,
    file: 'orders',
    rows: (query) => salesRegister(db, shopId, query),
    columns: [
      ['Date', (row) => row.date],
      ['Receipt', (row) => row.receiptId],
      ['Customer', (row) => row.customerName],
      ['Email', (row) => row.email],
      ['Mobile', (row) => row.mobile],
      ['Pincode', (row) => row.pincode],
      ['Place of supply', (row) => row.placeOfSupply],
      ['Payment', (row) => row.paymentStatus],
      ['Payment mode', (row) => row.paymentMode],
      ['Status', (row) => row.orderStatus],
      ['Items', (row) => row.itemCount],
      ['Goods (₹)', (row) => row.goods],
      ['Coupon', (row) => row.coupon],
      ['Discount (₹)', (row) => row.discount],
      ['Delivery (₹)', (row) => row.delivery],
      ['Total (₹)', (row) => row.total],
      ['Taxable value (₹)', (row) => row.tax?.taxable],
      ['CGST (₹)', (row) => row.tax?.cgst],
      ['SGST (₹)', (row) => row.tax?.sgst],
      ['IGST (₹)', (row) => row.tax?.igst],
      ['Paid online (₹)', (row) => row.paidOnline],
      ['Collected on delivery (₹)', (row) => row.collectedOnDelivery],
      ['Refunded (₹)', (row) => row.refunded],
    ],
  });

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

  csvExport(app, {
    path: '/admin/newsletter/subscribers/export',
    querystring: z.object({ state: z.enum(NEWSLETTER_STATES).optional() }),
    file: 'newsletter-subscribers',
    rows: (query) => allSubscribers(db, shopId, query.state),
    columns: [
      ['Email', (row) => row.email],
      ['Subscribed', (row) => inIndia(row.createdAt)],
      ['Unsubscribed', (row) => inIndia(row.unsubscribedAt)],
    ],
  });

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
