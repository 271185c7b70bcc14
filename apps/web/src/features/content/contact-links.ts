import { COUNTRY_PREFIX } from '@storefront/shared';

function digits(value: string): string {
  const only = value.replace(/\D/g, '');
  // numbers may be stored with the country prefix already; links add it once
  return only.length > 10 && only.startsWith(COUNTRY_PREFIX) ? only.slice(COUNTRY_PREFIX.length) : only;
}

/** https://wa.me/91{number} (docs/api.md: country prefix 91 for messaging links). */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${COUNTRY_PREFIX}${digits(number)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** tel:+91{number} */
export function telLink(number: string): string {
  return `tel:+${COUNTRY_PREFIX}${digits(number)}`;
}
