import { z } from 'zod';
import { rupees } from '../catalogue/schemas';
import { dataEnvelope } from '../common/answers';
import { addPaise, type Paise, paise, subtractPaise, ZERO_PAISE } from '../money';
import { GST_STATES, gstinStateCode, pincodeStateCode } from './gst-states';
import { orderSchema } from './schemas';

export { GST_STATES, GSTIN_PATTERN, gstinStateCode, pincodeStateCode } from './gst-states';

export const INVOICE_MSG = {
  notInvoiceable: 'An invoice is ready once the order is placed and paid for.',
  cancelled: 'This order was cancelled, so it has no invoice.',
  taxInclusive: 'All prices include GST.',
  downloadFailed: 'We could not download the invoice. Please try again.',
} as const;

/**
 * How GST applies: within the shop's own state it is split into CGST and SGST, to another
 * state it is IGST; a shop without a GSTIN is not registered and charges no GST.
 */
export type SupplyType = 'intra-state' | 'inter-state' | 'unregistered';

/** The taxable value and the tax of an amount, in paise. */
export type TaxSplit = { taxablePaise: Paise; cgstPaise: Paise; sgstPaise: Paise; igstPaise: Paise };
const ZERO: TaxSplit = {
  taxablePaise: ZERO_PAISE,
  cgstPaise: ZERO_PAISE,
  sgstPaise: ZERO_PAISE,
  igstPaise: ZERO_PAISE,
};

export type InvoiceTaxInput = {
  /** Each line's amount as charged (sale price × quantity, GST included) and its rate. */
  lines: { amountPaise: Paise; gstRate: number | null }[];
  /** The coupon's discount on the whole order (GST included). */
  discountPaise: Paise;
  deliveryChargePaise: Paise;
  sellerGstin: string | null;
  shippingPincode: string | null;
};

export type InvoiceTax = {
  supplyType: SupplyType;
  sellerStateCode: string | null;
  placeOfSupplyCode: string | null;
  lines: (TaxSplit & { discountPaise: Paise; valuePaise: Paise; gstRate: number | null })[];
  /** Delivery is taxed with the goods it carries (see deliveryRate); null when it is free. */
  delivery: (TaxSplit & { valuePaise: Paise; gstRate: number | null }) | null;
  /** One row per rate, lowest first: the tax summary of the invoice. */
  byRate: (TaxSplit & { gstRate: number | null })[];
  totals: TaxSplit & { taxPaise: Paise; grandTotalPaise: Paise };
};

/** Shares `total` out in proportion to `weights`, in whole paise that add up exactly. */
export function shareOut(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  // the remaining paise go to the largest fractions, earliest line first on a tie
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** An amount that includes GST at `rate`, taken apart; a rate not set counts as no GST. */
export function splitInclusive(valuePaise: Paise, rate: number | null, supplyType: SupplyType): TaxSplit {
  if (supplyType === 'unregistered' || !rate) {
    return { ...ZERO, taxablePaise: valuePaise };
  }
  const taxablePaise = paise(Math.round((valuePaise * 100) / (100 + rate)));
  const tax = subtractPaise(valuePaise, taxablePaise);
  if (supplyType === 'inter-state') return { ...ZERO, taxablePaise, igstPaise: tax };
  const cgstPaise = paise(Math.round(tax / 2));
  return { ...ZERO, taxablePaise, cgstPaise, sgstPaise: subtractPaise(tax, cgstPaise) };
}

/**
 * Delivery belongs to the goods it carries (a composite supply), so it takes their GST
 * rate; with goods at several rates, the highest, so the tax is never understated.
 */
export function deliveryRate(rates: (number | null)[]): number | null {
  const set = rates.filter((rate): rate is number => rate !== null && rate > 0);
  return set.length > 0 ? Math.max(...set) : null;
}

export function supplyTypeOf(sellerGstin: string | null, shippingPincode: string | null): SupplyType {
  const seller = gstinStateCode(sellerGstin);
  if (!seller) return 'unregistered';
  // a pincode we cannot place is treated as another state: IGST is the default for a sale
  // whose place of supply is not the seller's own state
  return pincodeStateCode(shippingPincode) === seller ? 'intra-state' : 'inter-state';
}

const add = (a: TaxSplit, b: TaxSplit): TaxSplit => ({
  taxablePaise: addPaise(a.taxablePaise, b.taxablePaise),
  cgstPaise: addPaise(a.cgstPaise, b.cgstPaise),
  sgstPaise: addPaise(a.sgstPaise, b.sgstPaise),
  igstPaise: addPaise(a.igstPaise, b.igstPaise),
});

/**
 * The tax lines of an invoice whose prices include GST: the coupon is spread over the
 * lines in proportion to their amounts (a discount on the invoice lowers the taxable
 * value), each line's value is taken apart at its rate, and the rows per rate add up to
 * the totals exactly.
 */
export function invoiceTax(input: InvoiceTaxInput): InvoiceTax {
  const supplyType = supplyTypeOf(input.sellerGstin, input.shippingPincode);
  const discounts = shareOut(
    input.discountPaise,
    input.lines.map((line) => line.amountPaise),
  ).map(paise);
  const lines = input.lines.map((line, index) => {
    const valuePaise = subtractPaise(line.amountPaise, discounts[index]!);
    return {
      ...splitInclusive(valuePaise, line.gstRate, supplyType),
      discountPaise: discounts[index]!,
      valuePaise,
      gstRate: line.gstRate,
    };
  });
  const rateOfDelivery = deliveryRate(input.lines.map((line) => line.gstRate));
  const delivery =
    input.deliveryChargePaise > 0
      ? {
          ...splitInclusive(input.deliveryChargePaise, rateOfDelivery, supplyType),
          valuePaise: input.deliveryChargePaise,
          gstRate: rateOfDelivery,
        }
      : null;

  const rows = new Map<number | null, TaxSplit>();
  for (const part of delivery ? [...lines, delivery] : lines) {
    const rate = part.gstRate || null;
    rows.set(rate, add(rows.get(rate) ?? ZERO, part));
  }
  const byRate = [...rows.entries()]
    .sort(([a], [b]) => (a ?? 0) - (b ?? 0))
    .map(([gstRate, split]) => ({ gstRate, ...split }));
  const sum = byRate.reduce<TaxSplit>((total, row) => add(total, row), ZERO);
  const taxPaise = addPaise(sum.cgstPaise, sum.sgstPaise, sum.igstPaise);
  return {
    supplyType,
    sellerStateCode: gstinStateCode(input.sellerGstin),
    placeOfSupplyCode: pincodeStateCode(input.shippingPincode),
    lines,
    delivery,
    byRate,
    totals: { ...sum, taxPaise, grandTotalPaise: addPaise(sum.taxablePaise, taxPaise) },
  };
}

/** "08 Rajasthan", or null for an unknown code. */
export function stateLabel(code: string | null): string | null {
  return code && GST_STATES[code] ? `${code} ${GST_STATES[code]}` : null;
}

// ---- the invoice on the wire (rupees) ----

const taxSplitSchema = z.object({
  taxable_value: rupees,
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
});

export const invoiceLineSchema = taxSplitSchema.extend({
  product_sku: z.string(),
  product_name: z.string(),
  variation_attributes: z.record(z.string(), z.string()),
  hsn_code: z.string().nullable(),
  gst_rate: z.number().int().nullable(),
  quantity: z.number().int(),
  /** Sale price of one unit, GST included. */
  unit_price: rupees,
  /** unit_price × quantity. */
  amount: rupees,
  /** This line's share of the coupon. */
  discount: rupees,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** `GET /payment/order/{orderId}/invoice`: an order's tax invoice (the PDF has the same figures). */
export const invoiceSchema = z.object({
  order: orderSchema,
  seller: z.object({
    /** The trade name the shop shows. */
    name: z.string(),
    legal_name: z.string(),
    gstin: z.string().nullable(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    /** "08 Rajasthan" from the GSTIN, or null. */
    state: z.string().nullable(),
  }),
  supply_type: z.enum(['intra-state', 'inter-state', 'unregistered']),
  /** "27 Maharashtra" from the shipping pincode, or null when it cannot be placed. */
  place_of_supply: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  delivery: taxSplitSchema.extend({ amount: rupees, gst_rate: z.number().int().nullable() }).nullable(),
  tax_summary: z.array(taxSplitSchema.extend({ gst_rate: z.number().int().nullable() })),
  totals: taxSplitSchema.extend({ total_tax: rupees, grand_total: rupees }),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceResponseSchema = dataEnvelope(invoiceSchema);
