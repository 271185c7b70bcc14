import { COUNTRY_PREFIX, MOBILE_LENGTH } from '../constants';

/**
 * The spec's mobile rule, in its order: spaces and dashes out, a leading +91 out, a
 * leading 91 out when more than 10 digits remain, one leading 0 out, any other non-digit
 * out, then at most 10 digits kept.
 */
export function normaliseMobile(input: string): string {
  let value = input.replace(/[\s-]/g, '');
  if (value.startsWith(`+${COUNTRY_PREFIX}`)) value = value.slice(COUNTRY_PREFIX.length + 1);
  if (value.startsWith(COUNTRY_PREFIX) && value.length > MOBILE_LENGTH)
    value = value.slice(COUNTRY_PREFIX.length);
  if (value.startsWith('0')) value = value.slice(1);
  return value.replace(/\D/g, '').slice(0, MOBILE_LENGTH);
}

/** Valid when the normalised number has exactly 10 digits. */
export function isValidMobile(input: string): boolean {
  return new RegExp(`^\\d{${MOBILE_LENGTH}}$`).test(normaliseMobile(input));
}
