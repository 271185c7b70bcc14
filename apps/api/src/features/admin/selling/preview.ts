/**
 * "An order of ₹X to pincode Y pays Z": the delivery charge checkout would ask, for the owner
 * to try the bands on. It goes the way checkout's pricing goes (features/checkout/pricing.ts):
 * the office placed by its stored coordinates or its address's pincode, the address by its
 * pincode's centre (what an address saved without a street geocoder carries, decision 0022),
 * the great-circle distance rounded by `deliveryDistanceKm`, and the charge from the shared
 * rule `deliveryQuote` with the shop's active bands. Nothing of the rule is written here.
 */
import {
  type AdminDeliveryPreview,
  deliveryDistanceKm,
  deliveryQuote,
  greatCircleKm,
  isPincodeServed,
  paiseToRupees,
  rupeesToPaise,
  SELLING_ADMIN_MSG,
} from '@storefront/shared';
import type { Db } from '../../../db/client';
import { coordinatesOf } from '../../../lib/geocoder';
import { pincodeIn } from '../../../lib/pincode-centroids';
import { activeDeliveryBands, listActivePincodes, officeAddress } from '../../content';
import { toDeliveryBand, toFreeBand } from './bands-service';

type ActiveRow = { id: string; minKilometer: number; maxKilometer: number; status: string };

/** Which band the answer names; the charge itself comes from the rule alone. */
const covering = (km: number) => (band: ActiveRow) => km >= band.minKilometer && km <= band.maxKilometer;

export async function previewDelivery(
  db: Db,
  shopId: string,
  query: { pincode: string; total: number },
): Promise<AdminDeliveryPreview> {
  const { pincode, total } = query;
  const cartTotalPaise = rupeesToPaise(total);
  const office = await officeAddress(db, shopId);
  const [served, to, from, { priceRows, freeRows, priceBands, freeBands }] = await Promise.all([
    listActivePincodes(db, shopId).then((rows) =>
      isPincodeServed(
        pincode,
        rows.map((row) => row.pincode),
      ),
    ),
    coordinatesOf({ latitude: null, longitude: null, pincode }),
    coordinatesOf({ ...office, pincode: pincodeIn(office.google_address) }),
    activeDeliveryBands(db, shopId),
  ]);
  const base = { pincode, total, served };
  if (!served) {
    return {
      ...base,
      distanceKm: null,
      charge: null,
      free: false,
      band: null,
      freeBand: null,
      message: SELLING_ADMIN_MSG.previewNotServed(pincode),
    };
  }
  const km =
    to && from
      ? deliveryDistanceKm(
          greatCircleKm({ lat: from.latitude, lng: from.longitude }, { lat: to.latitude, lng: to.longitude }),
        )
      : null;
  const quote = deliveryQuote({ distanceKm: km, cartTotalPaise, priceBands, freeBands });
  const charge = paiseToRupees(quote.paise);
  if (km === null) {
    // the rule then takes the highest active band's price: name that band
    const highest = priceRows.find((band) => band.deliveryPricePaise === quote.paise) ?? null;
    return {
      ...base,
      distanceKm: null,
      charge,
      free: false,
      band: highest && toDeliveryBand(asBand(highest, highest.deliveryPricePaise)),
      freeBand: null,
      message: `${SELLING_ADMIN_MSG.previewCharge(total, pincode, charge)}. ${
        from ? SELLING_ADMIN_MSG.previewPincodeUnknown(pincode) : SELLING_ADMIN_MSG.previewOfficeUnknown
      }`,
    };
  }
  const band = priceRows.find(covering(km)) ?? null;
  const covers = freeRows.filter(covering(km));
  const freeBand = covers.find((row) => cartTotalPaise >= row.freeDeliveryPricePaise) ?? covers[0] ?? null;
  const free = freeBand !== null && cartTotalPaise >= freeBand.freeDeliveryPricePaise;
  return {
    ...base,
    distanceKm: km,
    charge,
    free,
    band: band && toDeliveryBand(asBand(band, band.deliveryPricePaise)),
    freeBand: freeBand && toFreeBand(asBand(freeBand, freeBand.freeDeliveryPricePaise)),
    message: `${SELLING_ADMIN_MSG.previewCharge(total, pincode, charge)} (${km} km from the shop).`,
  };
}

const asBand = (row: ActiveRow, amountPaise: number) => ({
  id: row.id,
  min: row.minKilometer,
  max: row.maxKilometer,
  amountPaise,
  status: 'Active' as const,
});
