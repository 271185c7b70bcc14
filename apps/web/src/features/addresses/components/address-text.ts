import type { Address } from '@storefront/shared';

/** One line for a card, a radio label or a screen reader: "12 MG Road, Indiranagar, Bengaluru - 560038". */
export function formatAddress(address: Pick<Address, 'new_address' | 'area' | 'city' | 'pincode'>): string {
  const place = [address.new_address, address.area, address.city].filter((part) => part?.trim()).join(', ');
  return `${place} - ${address.pincode}`;
}
