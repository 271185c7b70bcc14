/**
 * Turns a postal address into coordinates, for the delivery distance. The spec calls a maps
 * service from the browser; the server does it instead, so a key for a paid service stays on
 * the server and an address saved from any client gets its coordinates.
 *
 * GEOCODER_URL names a Nominatim-compatible search endpoint (Nominatim, LocationIQ and others
 * answer `GET ?q=...&format=json&limit=1` with `[{ "lat": "26.9", "lon": "75.8" }]`); a key,
 * when the service needs one, goes in the URL's own query. Without it, or when the service
 * fails or is slow, the offline pincode table places the address instead (see
 * createAddressLocator), and only an address whose pincode it does not know has none.
 */
import { greatCircleKm } from '@storefront/shared';
import { pincodeCentroid } from './pincode-centroids';

export type Coordinates = { latitude: number; longitude: number };
export type Geocoder = { locate(address: string): Promise<Coordinates | null> };

const TIMEOUT_MS = 3000;

export function createGeocoder(
  url: string | undefined,
  log: { warn: (details: object, message: string) => void },
): Geocoder | null {
  if (!url) return null;
  return {
    async locate(address) {
      const request = new URL(url);
      request.searchParams.set('q', address);
      request.searchParams.set('format', 'json');
      request.searchParams.set('limit', '1');
      request.searchParams.set('countrycodes', 'in');
      try {
        const response = await fetch(request, {
          signal: AbortSignal.timeout(TIMEOUT_MS),
          headers: { accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
        const [first] = (await response.json()) as { lat?: unknown; lon?: unknown }[];
        const latitude = Number(first?.lat);
        const longitude = Number(first?.lon);
        if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
        if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
        return { latitude, longitude };
      } catch (error) {
        log.warn({ err: error }, 'geocoding failed; the address is saved without coordinates');
        return null;
      }
    },
  };
}

export type AddressParts = { newAddress: string; area: string; city: string; pincode: string };
export type AddressLocator = {
  /**
   * Where to store the address: the coordinates the client sent when they lie near its
   * pincode, else the geocoder's or the pincode's centre. The delivery charge is priced by
   * distance, so coordinates far from the address (a stale position after an edit, or one sent
   * on purpose) are not kept.
   */
  place(address: AddressParts, sent: Coordinates | null): Promise<Coordinates | null>;
};

/**
 * How far sent coordinates may lie from the centre of the address's pincode and be kept: a
 * town's pincode spans a few kilometres, a rural one a few tens.
 */
export const SENT_COORDINATES_MAX_KM = 30;

async function nearItsPincode(sent: Coordinates, pincode: string): Promise<boolean> {
  const centre = await pincodeCentroid(pincode);
  if (!centre) return false;
  const km = greatCircleKm(
    { lat: sent.latitude, lng: sent.longitude },
    { lat: centre.latitude, lng: centre.longitude },
  );
  return km <= SENT_COORDINATES_MAX_KM;
}

/**
 * Coordinates for a saved address: the street-level geocoder when one is configured and
 * finds it, else the centre of its pincode from the table shipped with the app.
 */
export function createAddressLocator(
  url: string | undefined,
  log: { warn: (details: object, message: string) => void },
): AddressLocator {
  const street = createGeocoder(url, log);
  async function locate(address: AddressParts): Promise<Coordinates | null> {
    if (street) {
      const line = [address.newAddress, address.area, address.city, address.pincode, 'India']
        .filter(Boolean)
        .join(', ');
      const found = await street.locate(line);
      if (found) return found;
    }
    return pincodeCentroid(address.pincode);
  }
  return {
    async place(address, sent) {
      if (sent && (await nearItsPincode(sent, address.pincode))) return sent;
      return locate(address);
    },
  };
}

/**
 * Where an address is for pricing: its stored coordinates, or for an address saved before
 * pincodes were looked up, the centre of its pincode (no network call at pricing time).
 */
export async function coordinatesOf(address: {
  latitude: number | null;
  longitude: number | null;
  pincode: string | null;
}): Promise<Coordinates | null> {
  if (address.latitude != null && address.longitude != null) {
    return { latitude: address.latitude, longitude: address.longitude };
  }
  return address.pincode ? pincodeCentroid(address.pincode) : null;
}
