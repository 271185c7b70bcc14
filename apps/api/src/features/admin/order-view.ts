/** What the console's order and quotation pages show alike of an order row. */
import type { AddressSnapshot } from '../../db/schema';
import { type OrderRow, orderContact } from '../orders';

/** The first columns of every order and quotation list: which order, when, and who to reach. */
export function orderHeading(row: OrderRow) {
  return {
    id: row.id,
    receiptId: row.receiptId,
    createdAt: row.createdAt.toISOString(),
    ...orderContact(row),
  };
}

/** An address as the console shows it: where to deliver, without the map position. */
export function consoleAddress(snapshot: AddressSnapshot | null) {
  if (!snapshot) return null;
  const { location_user, new_address, city, area, pincode } = snapshot;
  return { location_user, new_address, city, area, pincode };
}
