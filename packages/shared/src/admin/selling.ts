import { z } from 'zod';
import { PINCODE_PATTERN } from '../addresses/schemas';
import { rowAnswer, writeAnswer } from '../common/answers';
import { issueOn, switchFields } from '../common/fields';
import { pageOf } from '../common/paging';
import { TOGGLE_STATUSES } from '../constants';
import { notFoundMsg } from '../messages';
import { formatRupees } from '../money';
import { GST_STATES, GSTIN_PATTERN } from '../orders/gst-states';
import { blankAsNull, consolePaging, rupeeAmount, wholeNumber } from './form-fields';

/*
 * The console's selling rules (docs/api.md, "Console: selling rules"; decision 0038): the
 * pincodes the shop delivers to, the delivery price and free-delivery bands with a preview of
 * the charge, the payment buttons, and the invoice identity with the low-stock threshold.
 * Amounts are rupees on the wire, as everywhere.
 */

/** The farthest a band may reach: more than India's widest span. */
export const MAX_BAND_KM = 5_000;
export const MAX_PASTED_PINCODES = 5_000;
export const MAX_LOW_STOCK_THRESHOLD = 100_000;
export const ADMIN_PINCODES_PAGE_SIZE = 50;
export const SELLING_STATUSES = TOGGLE_STATUSES;
export type SellingStatus = (typeof SELLING_STATUSES)[number];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const SELLING_ADMIN_MSG = {
  enterPincode: 'Enter a 6-digit pincode that does not start with 0',
  pincodeTaken: 'This pincode is already on the list',
  pincodeNotFound: notFoundMsg('Pincode'),
  pastePincodes: 'Paste at least one pincode',
  tooManyPincodes: `Paste at most ${MAX_PASTED_PINCODES.toLocaleString('en-IN')} pincodes at a time`,
  pincodeAdded: (pincode: string) => `${pincode} added: the shop delivers there now`,
  pincodeActivated: (pincode: string) => `${pincode} is active: the shop delivers there`,
  pincodeDeactivated: (pincode: string) => `${pincode} is inactive: the shop does not deliver there`,
  pincodeDeleted: (pincode: string) => `${pincode} deleted`,
  /** The answer to a paste: what was added, what was there already, what is not a pincode. */
  pasted: (added: number, already: number, activated: number, invalid: number) =>
    [
      `${plural(added, 'pincode', 'pincodes')} added`,
      `${already} already on the list${activated > 0 ? ` (${activated} of them switched back on)` : ''}`,
      ...(invalid > 0 ? [`${plural(invalid, 'entry is', 'entries are')} not a pincode`] : []),
    ].join(', '),
  noActivePincodes:
    'No pincode is active, so checkout takes orders to every pincode. Add or activate the pincodes the shop delivers to.',
  enterKm: `Enter whole kilometres from 0 to ${MAX_BAND_KM.toLocaleString('en-IN')}`,
  maxAboveMin: 'The distance to must be more than the distance from',
  enterDeliveryPrice: 'Enter the delivery price in rupees: 0 or more, at most 2 decimals',
  enterFreeFrom: 'Enter the cart total in rupees from which delivery is free: 0 or more, at most 2 decimals',
  bandNotFound: notFoundMsg('Band'),
  bandOverlaps: (min: number, max: number) =>
    `This overlaps the active band ${min}–${max} km. Bands may meet at a kilometre but not overlap.`,
  bandAdded: 'Band added',
  bandSaved: 'Band saved',
  bandDeleted: 'Band deleted',
  bandActivated: 'Band is active',
  bandDeactivated: 'Band is inactive',
  enterCartTotal: 'Enter a cart total in rupees: 0 or more, at most 2 decimals',
  previewCharge: (total: number, pincode: string, charge: number) =>
    `An order of ${formatRupees(total)} to ${pincode} pays ${formatRupees(charge)} for delivery`,
  previewNotServed: (pincode: string) =>
    `The shop does not deliver to ${pincode}: checkout refuses orders to it. Add or activate it first.`,
  previewPincodeUnknown: (pincode: string) =>
    `${pincode} is not in the pincode table, so its distance is unknown: checkout charges the highest active band's price and never makes it free.`,
  previewOfficeUnknown:
    "The shop office's position is unknown (no coordinates and no known pincode in its address), so every order pays the highest active band's price.",
  choosePaymentMode: 'Turn on at least one way to pay: pay now, pay on delivery or quotation',
  enterAdvance: 'Enter an advance from 0 to 100 percent',
  paymentSaved: 'Payment settings saved',
  enterGstin:
    'A GSTIN is 15 characters: the 2-digit state code, the 10-character PAN, the entity number, Z and a check character',
  gstinState: 'A GSTIN starts with the 2-digit code of an Indian state or union territory',
  gstinCheck: 'The last character does not match the rest of this GSTIN: check it for a typing mistake',
  enterLegalName: 'Enter the registered business name, up to 200 characters',
  legalNameNeeded: 'Enter the registered business name that goes with the GSTIN',
  enterThreshold: `Enter a whole number of units from 0 to ${MAX_LOW_STOCK_THRESHOLD.toLocaleString('en-IN')}`,
  invoiceSaved: 'Invoice and stock settings saved',
} as const;

const status = z.enum(SELLING_STATUSES);
export const sellingStatusBodySchema = z.object({ status });
export type SellingStatusBody = z.infer<typeof sellingStatusBodySchema>;

/* ---------- pincodes ---------- */

const pincode = z
  .string({ error: SELLING_ADMIN_MSG.enterPincode })
  .trim()
  .regex(PINCODE_PATTERN, { message: SELLING_ADMIN_MSG.enterPincode });

/**
 * A pasted list of pincodes, split on new lines, commas, semicolons and spaces; each entry
 * once, in the order first given. The form counts with it before sending; the server decides.
 */
export function parsePincodeList(text: string): { valid: string[]; invalid: string[] } {
  const valid = new Set<string>();
  const invalid = new Set<string>();
  for (const entry of text.split(/[\s,;]+/)) {
    if (!entry) continue;
    (PINCODE_PATTERN.test(entry) ? valid : invalid).add(entry);
  }
  return { valid: [...valid], invalid: [...invalid] };
}

export const adminPincodeSchema = z.object({
  id: z.string(),
  pincode: z.string(),
  status,
  updatedAt: z.string(),
});
export type AdminPincode = z.infer<typeof adminPincodeSchema>;

export const adminPincodesQuerySchema = z.object({
  /** Digits anywhere in the pincode: "3020" finds 302001 and 130204. */
  q: z
    .string()
    .trim()
    .regex(/^\d{0,6}$/, { message: SELLING_ADMIN_MSG.enterPincode })
    .optional(),
  status: status.optional(),
  ...consolePaging(ADMIN_PINCODES_PAGE_SIZE, 200),
});
export type AdminPincodesQuery = z.input<typeof adminPincodesQuerySchema>;
export type AdminPincodesFilter = z.output<typeof adminPincodesQuerySchema>;
export const adminPincodesResponseSchema = pageOf(adminPincodeSchema).extend({
  /** Active pincodes of the whole list, whatever the filter: 0 means checkout takes every pincode. */
  activeCount: z.number().int(),
});
export type AdminPincodesResponse = z.infer<typeof adminPincodesResponseSchema>;

export const adminPincodeBodySchema = z.object({ pincode, status: status.default('Active') });
export type AdminPincodeForm = z.input<typeof adminPincodeBodySchema>;
export type AdminPincodeBody = z.output<typeof adminPincodeBodySchema>;
export const adminPincodeResponseSchema = writeAnswer('pincode', adminPincodeSchema);

export const adminPincodePasteBodySchema = z.object({
  text: z
    .string({ error: SELLING_ADMIN_MSG.pastePincodes })
    .max(MAX_PASTED_PINCODES * 8, { message: SELLING_ADMIN_MSG.tooManyPincodes })
    .superRefine((text, ctx) => {
      const { valid, invalid } = parsePincodeList(text);
      if (valid.length + invalid.length === 0)
        ctx.addIssue({ code: 'custom', message: SELLING_ADMIN_MSG.pastePincodes });
      else if (valid.length + invalid.length > MAX_PASTED_PINCODES)
        ctx.addIssue({ code: 'custom', message: SELLING_ADMIN_MSG.tooManyPincodes });
    }),
});
export type AdminPincodePasteBody = z.infer<typeof adminPincodePasteBodySchema>;
export const adminPincodePasteResponseSchema = z.object({
  message: z.string(),
  /** New pincodes, active now. */
  added: z.array(z.string()),
  /** Pincodes that were on the list already (active or not). */
  alreadyThere: z.array(z.string()),
  /** Those of `alreadyThere` that were inactive and are active now. */
  activated: z.array(z.string()),
  /** Entries that are not an Indian pincode, as pasted. */
  invalid: z.array(z.string()),
});
export type AdminPincodePasteResponse = z.infer<typeof adminPincodePasteResponseSchema>;

/* ---------- delivery price and free-delivery bands ---------- */

const km = wholeNumber(SELLING_ADMIN_MSG.enterKm, 0, MAX_BAND_KM);
const bandFields = { min_kilometer: km, max_kilometer: km, status: status.default('Active') };
const fromBelowTo = (band: { min_kilometer: number; max_kilometer: number }) =>
  band.max_kilometer > band.min_kilometer;
const fromBelowToIssue = issueOn('max_kilometer', SELLING_ADMIN_MSG.maxAboveMin);

/** A delivery price band: orders whose distance falls in it pay `delivery_price` rupees. */
export const adminDeliveryBandBodySchema = z
  .object({ ...bandFields, delivery_price: rupeeAmount(SELLING_ADMIN_MSG.enterDeliveryPrice) })
  .refine(fromBelowTo, fromBelowToIssue);
export type AdminDeliveryBandForm = z.input<typeof adminDeliveryBandBodySchema>;
export type AdminDeliveryBandBody = z.output<typeof adminDeliveryBandBodySchema>;

/** A free-delivery band: within it, delivery is free from a cart total of `freedelivery_price`. */
export const adminFreeBandBodySchema = z
  .object({ ...bandFields, freedelivery_price: rupeeAmount(SELLING_ADMIN_MSG.enterFreeFrom) })
  .refine(fromBelowTo, fromBelowToIssue);
export type AdminFreeBandForm = z.input<typeof adminFreeBandBodySchema>;
export type AdminFreeBandBody = z.output<typeof adminFreeBandBodySchema>;

const savedBand = { id: z.string(), min_kilometer: z.number(), max_kilometer: z.number(), status };
export const adminDeliveryBandSchema = z.object({ ...savedBand, delivery_price: z.number() });
export type AdminDeliveryBand = z.infer<typeof adminDeliveryBandSchema>;
export const adminFreeBandSchema = z.object({ ...savedBand, freedelivery_price: z.number() });
export type AdminFreeBand = z.infer<typeof adminFreeBandSchema>;

export const adminDeliveryBandsResponseSchema = z.object({ items: z.array(adminDeliveryBandSchema) });
export const adminDeliveryBandResponseSchema = writeAnswer('band', adminDeliveryBandSchema);
export const adminFreeBandsResponseSchema = z.object({ items: z.array(adminFreeBandSchema) });
export const adminFreeBandResponseSchema = writeAnswer('band', adminFreeBandSchema);

/* ---------- the charge preview ---------- */

export const adminDeliveryPreviewQuerySchema = z.object({
  pincode,
  /** The cart total after any coupon, in rupees: what the free-delivery threshold is compared with. */
  total: rupeeAmount(SELLING_ADMIN_MSG.enterCartTotal),
});
export type AdminDeliveryPreviewQuery = z.input<typeof adminDeliveryPreviewQuerySchema>;
export const adminDeliveryPreviewSchema = z.object({
  pincode: z.string(),
  total: z.number(),
  /** Whether checkout takes orders to this pincode (an active one, or the list has none). */
  served: z.boolean(),
  /** Rounded as the charge uses it; null when the pincode or the office cannot be placed. */
  distanceKm: z.number().nullable(),
  /** The charge checkout would ask, rupees; null for a pincode the shop does not deliver to. */
  charge: z.number().nullable(),
  free: z.boolean(),
  /** The active price band covering the distance. */
  band: adminDeliveryBandSchema.nullable(),
  /** The active free-delivery band covering the distance (the one that made it free, if any). */
  freeBand: adminFreeBandSchema.nullable(),
  message: z.string(),
});
export type AdminDeliveryPreview = z.infer<typeof adminDeliveryPreviewSchema>;

/* ---------- payment buttons and floating shortcuts ---------- */

/** The ways to pay, read and written alike; payManual is quotation mode (the cart asks for a quote). */
const paymentSwitches = switchFields('payManual', 'payNow', 'payOnDelivery');
/** The storefront's floating shortcuts. */
const shortcutSwitches = switchFields('showCartButton', 'showWhatsappButton', 'showCallButton');

export const adminPaymentSettingsBodySchema = z
  .object({
    ...paymentSwitches,
    /** Percent of the total after discount paid online for pay on delivery. */
    advancePercentage: wholeNumber(SELLING_ADMIN_MSG.enterAdvance, 0, 100),
    ...shortcutSwitches,
  })
  .refine(
    (body) => body.payManual || body.payNow || body.payOnDelivery,
    issueOn('payNow', SELLING_ADMIN_MSG.choosePaymentMode),
  );
export type AdminPaymentSettingsForm = z.input<typeof adminPaymentSettingsBodySchema>;
export type AdminPaymentSettings = z.output<typeof adminPaymentSettingsBodySchema>;
export const adminPaymentSettingsResponseSchema = rowAnswer(
  'settings',
  z.object({ ...paymentSwitches, advancePercentage: z.number().int(), ...shortcutSwitches }),
);

/* ---------- invoice identity and the low-stock threshold ---------- */

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN from its first 14 characters: the characters' values
 * weighted 1, 2, 1, 2..., each product's base-36 digits added, and the sum's complement
 * modulo 36. A typing slip in any one character changes it.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14[index] ?? '') * ((index % 2) + 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** The message for a GSTIN that is not valid, or null for a valid one. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) return SELLING_ADMIN_MSG.enterGstin;
  // the invoice reads the shop's state from these digits (decision 0018)
  if (!(gstin.slice(0, 2) in GST_STATES)) return SELLING_ADMIN_MSG.gstinState;
  if (gstinCheckCharacter(gstin) !== gstin[14]) return SELLING_ADMIN_MSG.gstinCheck;
  return null;
}

export const adminInvoiceSettingsBodySchema = z
  .object({
    /** Empty: the shop is not registered for GST and its invoices carry no tax lines. */
    gstin: z.preprocess(
      blankAsNull,
      z
        .string({ error: SELLING_ADMIN_MSG.enterGstin })
        .trim()
        .toUpperCase()
        .superRefine((gstin, ctx) => {
          const problem = gstinProblem(gstin);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        .nullable(),
    ),
    legalName: z.preprocess(
      blankAsNull,
      z
        .string({ error: SELLING_ADMIN_MSG.enterLegalName })
        .trim()
        .max(200, { message: SELLING_ADMIN_MSG.enterLegalName })
        .nullable(),
    ),
    lowStockThreshold: wholeNumber(SELLING_ADMIN_MSG.enterThreshold, 0, MAX_LOW_STOCK_THRESHOLD),
  })
  .refine(
    (body) => body.gstin === null || body.legalName !== null,
    issueOn('legalName', SELLING_ADMIN_MSG.legalNameNeeded),
  );
export type AdminInvoiceSettingsForm = z.input<typeof adminInvoiceSettingsBodySchema>;
export type AdminInvoiceSettings = z.output<typeof adminInvoiceSettingsBodySchema>;
export const adminInvoiceSettingsResponseSchema = rowAnswer(
  'settings',
  z.object({
    gstin: z.string().nullable(),
    legalName: z.string().nullable(),
    lowStockThreshold: z.number().int(),
  }),
);
