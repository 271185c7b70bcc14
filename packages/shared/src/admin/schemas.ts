import { z } from 'zod';
import { emailText } from '../common/fields';
import { pageOf } from '../common/paging';
import { ORDER_EVENT_ACTORS, REFUND_STATES, REFUND_STATUSES } from '../orders/lifecycle';
import { FULFILMENT_STATUSES, ORDER_STATUSES, orderAddressSchema } from '../orders/schemas';
import { consolePaging, withDateRange } from './form-fields';
import { ADMIN_MSG } from './messages';

/** Roles of staff: only an owner manages staff and payment settings. */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The audience of a staff access token: a customer token never carries it (decision 0023). */
export const ADMIN_TOKEN_AUDIENCE = 'storefront-admin';
export const RECOVERY_CODE_COUNT = 10;
/** xxxx-xxxx in lower-case letters and digits without look-alikes. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{4}-?[a-z2-9]{4}$/;

const email = emailText(ADMIN_MSG.enterEmail);

/** A TOTP code (6 digits) or a recovery code; spaces are dropped. */
const secondFactor = z
  .string()
  .trim()
  .max(32)
  .transform((value) => value.replace(/\s+/g, '').toLowerCase());

export const adminLoginFormSchema = z.object({
  email,
  password: z.string({ error: ADMIN_MSG.enterPassword }).min(1, ADMIN_MSG.enterPassword).max(128),
  totp: secondFactor.optional(),
});
export type AdminLoginForm = z.input<typeof adminLoginFormSchema>;
export const adminLoginBodySchema = adminLoginFormSchema;

export const staffSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  totpEnabled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffSchema>;

export const adminSessionResponseSchema = z.object({ accessToken: z.string(), staff: staffSchema });
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;

export const adminMeResponseSchema = z.object({ staff: staffSchema });
export const adminMessageSchema = z.object({ message: z.string() });

export const totpCodeSchema = z
  .string({ error: ADMIN_MSG.enterCode })
  .trim()
  .regex(/^\d{6}$/, { message: ADMIN_MSG.enterCode });
export const totpCodeBodySchema = z.object({ code: totpCodeSchema });
export type TotpCodeBody = z.input<typeof totpCodeBodySchema>;

export const totpSetupResponseSchema = z.object({
  /** otpauth://totp/... for apps that take a link. */
  uri: z.string(),
  /** The same secret in base32, for typing into an app by hand. */
  secret: z.string(),
  /** The QR code of `uri`, an SVG document. */
  qrSvg: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

export const totpEnableResponseSchema = z.object({
  message: z.string(),
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type TotpEnableResponse = z.infer<typeof totpEnableResponseSchema>;

// ---- orders ----

/** Payment modes as stored: the two of checkout, and NA for a quotation request. */
export const ADMIN_PAYMENT_MODES = ['Pay now', 'Pay on delivery', 'NA'] as const;
export const ADMIN_ORDER_SORTS = ['date', 'total'] as const;
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;
export const ADMIN_ORDERS_PAGE_SIZE = 20;

const adminOrdersFilterShape = {
  q: z.string().trim().max(100).optional(),
  status: z.enum(FULFILMENT_STATUSES).optional(),
  paymentStatus: z.enum(ORDER_STATUSES).optional(),
  paymentMode: z.enum(ADMIN_PAYMENT_MODES).optional(),
};

/** `GET /api/admin/orders`: dates are India dates, both ends included. */
export const adminOrdersQuerySchema = withDateRange({
  ...adminOrdersFilterShape,
  sort: z.enum(ADMIN_ORDER_SORTS).default('date'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  ...consolePaging(ADMIN_ORDERS_PAGE_SIZE, ADMIN_ORDERS_MAX_PAGE_SIZE),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;
export type AdminOrdersFilter = z.output<typeof adminOrdersQuerySchema>;

/**
 * `GET /api/admin/orders/export`: the list's filters, every page, oldest first, as the sales
 * register's CSV. More orders than this in one file are refused: choose fewer dates.
 */
export const adminOrdersExportQuerySchema = withDateRange(adminOrdersFilterShape);
export type AdminOrdersExportFilter = z.output<typeof adminOrdersExportQuerySchema>;
export const ADMIN_ORDERS_EXPORT_MAX = 10_000;

/** Who ordered what when: the columns every console list of orders and quotation requests starts with. */
export const consoleOrderHead = {
  id: z.string(),
  receiptId: z.string(),
  createdAt: z.string(),
  customerName: z.string(),
  email: z.string(),
  mobile: z.string(),
};

export const adminOrderSummarySchema = z.object({
  ...consoleOrderHead,
  /** Payment state: Success, Pay on delivery, Quote, Pending, Failed. */
  paymentStatus: z.string(),
  /** Fulfilment state: Pending ... Delivered, Cancelled. */
  status: z.string(),
  paymentMode: z.string(),
  /** Rupees: goods after discount plus delivery. */
  total: z.number(),
  /** Rupees taken online (the advance or the full total). */
  paidOnline: z.number(),
  itemCount: z.number().int(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrdersResponseSchema = pageOf(adminOrderSummarySchema);
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

/** An address as the order kept it, without its map position. */
export const addressSnapshotSchema = orderAddressSchema
  .pick({ location_user: true, new_address: true, city: true, area: true, pincode: true })
  .nullable();

export const adminRefundSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  /** Rupees. */
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  providerRefundId: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** One entry of an order's timeline: who (staff, the customer, the system), what and when. */
export const adminOrderEventSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actor: z.enum(ORDER_EVENT_ACTORS),
  kind: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string(),
  staffName: z.string().nullable(),
  staffEmail: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type AdminOrderEvent = z.infer<typeof adminOrderEventSchema>;

/** One line of an order or a quotation as the console shows it; amounts in rupees. */
export const adminOrderLineSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  /** What a unit was sold (or is quoted) for: the sale price when there was one. */
  unitPrice: z.number(),
  /** The list price. */
  mrp: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  attributes: z.record(z.string(), z.string()),
});

export const adminOrderDetailSchema = adminOrderSummarySchema.extend({
  userId: z.string().nullable(),
  couponCode: z.string().nullable(),
  description: z.string(),
  deliveredAt: z.string().nullable(),
  amounts: z.object({
    beforeDiscount: z.number(),
    discount: z.number(),
    afterDiscount: z.number(),
    delivery: z.number(),
    advance: z.number(),
    remaining: z.number(),
    payableOnline: z.number(),
    total: z.number(),
  }),
  billingAddress: addressSnapshotSchema,
  shippingAddress: addressSnapshotSchema,
  lines: z.array(adminOrderLineSchema),
  payments: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      providerOrderId: z.string(),
      providerPaymentId: z.string().nullable(),
      amount: z.number(),
      currency: z.string(),
      status: z.string(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
      /** Rupees sent back or on their way back (pending and processed refunds). */
      refunded: z.number(),
      refunds: z.array(adminRefundSchema),
    }),
  ),
  cancelledAt: z.string().nullable(),
  /** Pay on delivery: when the balance was recorded as collected. */
  balanceCollectedAt: z.string().nullable(),
  /** Rupees the customer paid online (paid, refund_due and accepted payments). */
  paidTotal: z.number(),
  /** Rupees refunded or being refunded; `refundable` is what is left of paidTotal. */
  refundedTotal: z.number(),
  refundable: z.number(),
  refundState: z.enum(REFUND_STATES),
  /** The moves staff may make now (orders/lifecycle.ts). */
  nextStatuses: z.array(z.enum(FULFILMENT_STATUSES)),
  /** Every change, oldest first. */
  timeline: z.array(adminOrderEventSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderResponseSchema = z.object({ order: adminOrderDetailSchema });
export const adminOrderParamsSchema = z.object({ id: z.string() });

/** A staff password: longer than a shopper's, since it opens every order and customer. */
export const STAFF_PASSWORD_MIN_LENGTH = 8;
export const staffPasswordSchema = z
  .string()
  .min(STAFF_PASSWORD_MIN_LENGTH, { message: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters` })
  .max(128, { message: 'Use at most 128 characters' });
export const staffEmailSchema = email;
