import { paise, paiseToRupees } from '@storefront/shared';
import type { OrderRow } from './store';

const rupees = (amount: number) => paiseToRupees(paise(amount));

/**
 * An order's money in rupees, the one conversion behind the customer's and the console's
 * answers about it (paise until the HTTP edge, decision 0003).
 */
export function orderAmounts(row: OrderRow) {
  return {
    beforeDiscount: rupees(row.amountBeforeDiscountPaise),
    discount: rupees(row.discountPaise),
    afterDiscount: rupees(row.amountAfterDiscountPaise),
    delivery: rupees(row.deliveryChargePaise),
    advance: rupees(row.advancePaise),
    remaining: rupees(row.remainingAmountPaise),
    payableOnline: rupees(row.payableOnlinePaise),
    total: rupees(row.amountAfterDiscountPaise + row.deliveryChargePaise),
  };
}

/** Who to reach about an order: its contact, named by the account when the contact left no name. */
export function orderContact(row: OrderRow) {
  return {
    customerName: row.contactName || row.userName,
    email: row.contactEmail,
    mobile: row.contactMobile,
  };
}
