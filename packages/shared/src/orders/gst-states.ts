/**
 * GST state codes (the first two digits of a GSTIN) and the state a shipping pincode lies
 * in. Addresses carry no state field, so the place of supply is read from the pincode:
 * its first three digits (the sorting district) fall inside one state almost everywhere;
 * the few ranges known to straddle a border are listed by full pincode first.
 */
export const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** Whole pincodes [from, to] that lie in another state than their district prefix says. */
const PINCODE_EXCEPTIONS: [number, number, string][] = [
  [244712, 244717, '05'], // Kashipur, Ramnagar
  [262500, 262599, '05'], // Pithoragarh, Champawat
  [362520, 362520, '26'], // Diu
  [396190, 396240, '26'], // Daman, Silvassa
  [533464, 533464, '34'], // Yanam
  [605001, 605014, '34'], // Puducherry
  [609601, 609609, '34'], // Karaikal
  [673310, 673310, '34'], // Mahe
  [682551, 682559, '31'], // Lakshadweep
];

/** Three-digit prefixes [from, to] and their state; the first match wins. */
const PREFIX_RANGES: [number, number, string][] = [
  [110, 110, '07'],
  [121, 136, '06'],
  [140, 159, '03'],
  [160, 160, '04'],
  [171, 177, '02'],
  [180, 193, '01'],
  [194, 194, '38'],
  [246, 246, '05'],
  [248, 249, '05'],
  [263, 263, '05'],
  [201, 285, '09'],
  [301, 345, '08'],
  [360, 396, '24'],
  [403, 403, '30'],
  [400, 445, '27'],
  [450, 488, '23'],
  [490, 497, '22'],
  [500, 509, '36'],
  [510, 535, '37'],
  [560, 591, '29'],
  [600, 643, '33'],
  [670, 695, '32'],
  [737, 737, '11'],
  [744, 744, '35'],
  [700, 743, '19'],
  [750, 770, '21'],
  [781, 788, '18'],
  [790, 792, '12'],
  [793, 794, '17'],
  [795, 795, '14'],
  [796, 796, '15'],
  [797, 798, '13'],
  [799, 799, '16'],
  [814, 816, '20'],
  [822, 822, '20'],
  [825, 835, '20'],
  [800, 855, '10'],
];

/** The GST state code of an Indian pincode, or null when it is malformed or unplaced (e.g. army post). */
export function pincodeStateCode(pincode: string | null | undefined): string | null {
  const digits = (pincode ?? '').trim();
  if (!/^[1-9]\d{5}$/.test(digits)) return null;
  const whole = Number(digits);
  for (const [from, to, code] of PINCODE_EXCEPTIONS) if (whole >= from && whole <= to) return code;
  const prefix = Math.floor(whole / 1000);
  for (const [from, to, code] of PREFIX_RANGES) if (prefix >= from && prefix <= to) return code;
  return null;
}

/** GSTIN: 2-digit state code, 10-character PAN, entity number, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The state a GSTIN is registered in, or null when it is malformed or names no state. */
export function gstinStateCode(gstin: string | null | undefined): string | null {
  const value = (gstin ?? '').trim().toUpperCase();
  if (!GSTIN_PATTERN.test(value)) return null;
  const code = value.slice(0, 2);
  return code in GST_STATES ? code : null;
}
