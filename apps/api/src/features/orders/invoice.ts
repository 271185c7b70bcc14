import {
  INVOICE_MSG,
  type Invoice,
  type InvoiceTax,
  invoiceTax,
  isSale,
  ORDER_MSG,
  paise,
  paiseToRupees,
  stateLabel,
  type TaxSplit,
  timesPaise,
} from '@storefront/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderLineRow, OrderRow } from './repository';
import * as repo from './repository';
import { toOrder } from './service';

const split = (part: TaxSplit) => ({
  taxable_value: paiseToRupees(part.taxablePaise),
  cgst: paiseToRupees(part.cgstPaise),
  sgst: paiseToRupees(part.sgstPaise),
  igst: paiseToRupees(part.igstPaise),
});

/** What the line was charged, GST included: its unit price as ordered times its quantity. */
const lineAmount = (line: OrderLineRow) =>
  timesPaise(paise(line.productSalePricePaise ?? line.productPricePaise), line.quantity);

/**
 * The GST in an order as its invoice shows it: each line at the rate it was ordered at, the
 * coupon shared over the lines, delivery at the goods' highest rate (decision 0018).
 */
export function orderTax(row: OrderRow, lines: OrderLineRow[], sellerGstin: string | null): InvoiceTax {
  return invoiceTax({
    lines: lines.map((line) => ({ amountPaise: lineAmount(line), gstRate: line.gstRate })),
    discountPaise: paise(row.discountPaise),
    deliveryChargePaise: paise(row.deliveryChargePaise),
    sellerGstin,
    shippingPincode: row.shippingAddress?.pincode ?? null,
  });
}

/**
 * The tax invoice of one of the customer's orders: 404 for another customer's order (as
 * the order read), 409 for an order that is not placed. Amounts include GST; the tax rule
 * (packages/shared orders/tax-invoice.ts) takes them apart.
 */
export async function customerInvoice(
  db: Db,
  shopId: string,
  userId: string,
  orderId: string,
): Promise<Invoice> {
  const row = await repo.findOrder(db, shopId, userId, orderId);
  if (!row) throw AppError.notFound(ORDER_MSG.orderNotFound);
  const [lines, payments] = await Promise.all([repo.linesOf(db, [row.id]), repo.paymentsOf(db, [row.id])]);
  const order = toOrder(row, lines, payments[0]);
  // only a sale is a supply (isSale); each refusal says which it is not
  if (!isSale(order)) {
    throw AppError.conflict(
      order.orderStatus === 'Cancelled' ? INVOICE_MSG.cancelled : INVOICE_MSG.notInvoiceable,
    );
  }

  const profile = await repo.invoiceProfile(db, shopId);
  const gstin = profile?.gstin ?? null;
  const amounts = lines.map(lineAmount);
  const tax = orderTax(row, lines, gstin);

  return {
    order,
    seller: {
      name: profile?.name ?? '',
      legal_name: profile?.legalName || profile?.name || '',
      gstin,
      address: profile?.officeAddress ?? '',
      phone: profile?.phone ?? '',
      email: profile?.email ?? '',
      state: stateLabel(tax.sellerStateCode),
    },
    supply_type: tax.supplyType,
    place_of_supply: stateLabel(tax.placeOfSupplyCode),
    lines: lines.map((line, index) => ({
      product_sku: line.productSku,
      product_name: line.productName,
      variation_attributes: line.variationAttributes,
      hsn_code: line.hsnCode || null,
      gst_rate: tax.lines[index]!.gstRate,
      quantity: line.quantity,
      unit_price: paiseToRupees(paise(line.productSalePricePaise ?? line.productPricePaise)),
      amount: paiseToRupees(amounts[index]!),
      discount: paiseToRupees(tax.lines[index]!.discountPaise),
      ...split(tax.lines[index]!),
    })),
    delivery: tax.delivery
      ? {
          amount: paiseToRupees(tax.delivery.valuePaise),
          gst_rate: tax.delivery.gstRate,
          ...split(tax.delivery),
        }
      : null,
    tax_summary: tax.byRate.map((row) => ({ gst_rate: row.gstRate, ...split(row) })),
    totals: {
      ...split(tax.totals),
      total_tax: paiseToRupees(tax.totals.taxPaise),
      grand_total: paiseToRupees(tax.totals.grandTotalPaise),
    },
  };
}
