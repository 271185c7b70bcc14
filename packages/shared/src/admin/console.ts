import { z } from 'zod';
import { issueOn } from '../common/fields';
import { pageOf } from '../common/paging';
import { SALE_PAYMENT_STATUSES } from '../orders/lifecycle';
import { FULFILMENT_STATUSES } from '../orders/schemas';
import { consoleId, consolePaging, withDateRange } from './form-fields';
import { ADMIN_MSG } from './messages';
import { ADMIN_ORDERS_MAX_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZE } from './schemas';

/*
 * The console's dashboard, inbox and audit log: what the API answers and the pages read.
 */

const paging = consolePaging(ADMIN_ORDERS_PAGE_SIZE, ADMIN_ORDERS_MAX_PAGE_SIZE);

// ---- dashboard ----

/** The payment states whose orders count as sales on the dashboard (cancelled ones aside): see isSale. */
export const DASHBOARD_SALE_STATUSES = SALE_PAYMENT_STATUSES;
/** Fulfilment states still waiting for the shop (neither delivered nor cancelled). */
export const DASHBOARD_WAITING_STATUSES = FULFILMENT_STATUSES.filter(
  (status) => status !== 'Delivered' && status !== 'Cancelled',
);
/** A shop without its own threshold (Selling rules) counts stock at or under this as low. */
export const LOW_STOCK_THRESHOLD = 5;
/**
 * What console writes touch, as the audit log names them (`audit_log.entity`), with the label
 * the audit page's filter shows; in the console's order of pages.
 */
export const AUDIT_ENTITIES = [
  ['order', 'Orders'],
  ['refund', 'Refunds'],
  ['payment', 'Payments'],
  ['product', 'Products'],
  ['category', 'Categories'],
  ['media', 'Pictures'],
  ['coupon', 'Coupons'],
  ['pincode', 'Pincodes'],
  ['delivery_band', 'Delivery bands'],
  ['free_delivery_band', 'Free-delivery bands'],
  ['payment_settings', 'Payment settings'],
  ['invoice_settings', 'Invoice settings'],
  ['slider', 'Slider cards'],
  ['offer', 'Offers'],
  ['marquee', 'Announcement headings'],
  ['new-arrival-group', 'New-arrival groups'],
  ['shop_profile', 'Shop profile'],
  ['help_contacts', 'Help numbers'],
  ['site_meta', 'Site meta'],
  ['page', 'Pages'],
  ['lead', 'Contact messages'],
  ['enquiry', 'Enquiries'],
  ['notification', 'Notifications'],
  ['staff', 'Staff'],
] as const;
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_LOW_STOCK_LIMIT = 20;

const figure = z.object({
  /** Rupees owed for the sales (goods after discount plus delivery) less `refunded`. */
  revenue: z.number(),
  /** Rupees sent back, or on their way back, on those sales (partial refunds of orders kept). */
  refunded: z.number(),
  orders: z.number().int(),
});
export const adminDashboardResponseSchema = z.object({
  /** The India date the figures were made on (YYYY-MM-DD). */
  today: z.string(),
  countedStatuses: z.array(z.string()),
  periods: z.object({ today: figure, last7Days: figure, last30Days: figure }),
  /** One entry per India day, oldest first, today last; days without sales are zero. */
  dailySales: z.array(figure.extend({ date: z.string() })),
  waiting: z.array(z.object({ status: z.string(), count: z.number().int() })),
  lowStock: z.object({
    threshold: z.number().int(),
    items: z.array(
      z.object({
        productId: z.string(),
        variationId: z.string().nullable(),
        title: z.string(),
        sku: z.string(),
        stock: z.number().int(),
        attributes: z.record(z.string(), z.string()),
      }),
    ),
  }),
  unreadMessages: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboardResponseSchema>;

// ---- inbox ----

/** A contact message (the Get In Touch form) or an enquiry (the enquiry form). */
export const INBOX_KINDS = ['message', 'enquiry'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
/** unread: never opened; open: not yet handled; handled: dealt with. */
export const INBOX_STATES = ['unread', 'open', 'handled'] as const;

export const adminInboxQuerySchema = z.object({
  kind: z.enum(INBOX_KINDS).optional(),
  state: z.enum(INBOX_STATES).optional(),
  q: z.string().trim().max(100).optional(),
  ...paging,
});
export type AdminInboxQuery = z.input<typeof adminInboxQuerySchema>;
export type AdminInboxFilter = z.output<typeof adminInboxQuerySchema>;
export const adminInboxExportQuerySchema = adminInboxQuerySchema.pick({ kind: true, state: true, q: true });

export const inboxItemSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  /** Enquiry form fields (empty for a contact message). */
  parentName: z.string(),
  dob: z.string(),
  age: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const adminInboxResponseSchema = pageOf(inboxItemSchema).extend({
  /** Unread across the whole inbox, whatever the filter. */
  unread: z.number().int(),
});
export type AdminInboxResponse = z.infer<typeof adminInboxResponseSchema>;

export const adminInboxItemParamsSchema = z.object({ kind: z.enum(INBOX_KINDS), id: consoleId });
export const adminInboxItemResponseSchema = z.object({ item: inboxItemSchema });
export const adminInboxUpdateBodySchema = z
  .object({ read: z.boolean().optional(), handled: z.boolean().optional() })
  .refine(
    (body) => body.read !== undefined || body.handled !== undefined,
    issueOn('handled', ADMIN_MSG.inboxNothingToChange),
  );
export type AdminInboxUpdate = z.infer<typeof adminInboxUpdateBodySchema>;

export const NEWSLETTER_STATES = ['active', 'unsubscribed'] as const;
export const adminSubscribersQuerySchema = z.object({
  state: z.enum(NEWSLETTER_STATES).optional(),
  ...paging,
});
export type AdminSubscribersQuery = z.input<typeof adminSubscribersQuerySchema>;
export const adminSubscribersResponseSchema = pageOf(
  z.object({
    id: z.string(),
    email: z.string(),
    createdAt: z.string(),
    unsubscribedAt: z.string().nullable(),
  }),
);
export type AdminSubscribersResponse = z.infer<typeof adminSubscribersResponseSchema>;

// ---- audit log ----

export const adminAuditQuerySchema = withDateRange({
  entity: z.string().trim().max(40).optional(),
  staffId: consoleId.optional(),
  ...paging,
});
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;
export type AdminAuditFilter = z.output<typeof adminAuditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  staffId: z.string().nullable(),
  /** The staff member's e-mail, or empty when the account is gone. */
  staffEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  clientAddress: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const adminAuditResponseSchema = pageOf(auditEntrySchema);
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
