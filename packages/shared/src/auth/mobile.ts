import { COUNTRY_PREFIX, MOBILE_LENGTH } from '../constants';

/**
 * The spec's mobile rule, in its order: spaces and dashes out, a leading +91 out (or 0091, the
 * same prefix as dialled from abroad), a leading 91 out when more than 10 digits remain, one
 * leading 0 out, any other non-digit out, then at most 10 digits kept.
 */
function normaliseOnce(input: string): string {
  let value = input.replace(/[\s-]/g, '');
  if (value.startsWith(`+${COUNTRY_PREFIX}`)) value = value.slice(COUNTRY_PREFIX.length + 1);
  else if (value.startsWith(`00${COUNTRY_PREFIX}`)) value = value.slice(COUNTRY_PREFIX.length + 2);
  if (value.startsWith(COUNTRY_PREFIX) && value.length > MOBILE_LENGTH)
    value = value.slice(COUNTRY_PREFIX.length);
  if (value.startsWith('0')) value = value.slice(1);
  return value.replace(/\D/g, '').slice(0, MOBILE_LENGTH);
}

/**
 * The rule applied until nothing changes. Forms send the normalised number and the server
 * normalises what it receives, so a number must read the same the second time: once, `00 98290
 * 22222` gave `0982902222`, which the browser took as ten digits and the server, normalising it
 * again, refused as nine.
 */
export function normaliseMobile(input: string): string {
  let value = normaliseOnce(input);
  for (let again = normaliseOnce(value); again !== value; again = normaliseOnce(value)) value = again;
  return value;
}

/** Valid when the normalised number has exactly 10 digits. */
export function isValidMobile(input: string): boolean {
  return new RegExp(`^\\d{${MOBILE_LENGTH}}$`).test(normaliseMobile(input));
}
