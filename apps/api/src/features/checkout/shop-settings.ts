import type { FreeBand, PayButton, PriceBand } from '@storefront/shared';
import type { Db } from '../../db/client';
import { type Coordinates, coordinatesOf } from '../../lib/geocoder';
import { pincodeIn } from '../../lib/pincode-centroids';
import { keepUntilCatalogueChanges, RESPONSE_CACHE_TTL_MS } from '../../lib/response-cache';
import {
  activeDeliveryBands,
  advancePercentage,
  listActivePincodes,
  officeAddress,
  payButton,
} from '../content';

/** The shop's settings every summary and placing prices with, as the pricing rules take them. */
export type CheckoutSettings = {
  buttons: PayButton;
  /** The advance of a pay-on-delivery order, 0–100. */
  advancePercentage: number;
  /** Active pincodes, in order. */
  pincodes: string[];
  /** Where deliveries start: the office's coordinates, or its pincode's; null when unknown. */
  office: Coordinates | null;
  priceBands: PriceBand[];
  freeBands: FreeBand[];
};

async function readSettings(db: Db, shopId: string): Promise<CheckoutSettings> {
  const [buttons, advance, pincodes, office, { priceBands, freeBands }] = await Promise.all([
    payButton(db, shopId),
    advancePercentage(db, shopId),
    listActivePincodes(db, shopId),
    officeAddress(db, shopId),
    activeDeliveryBands(db, shopId),
  ]);
  return {
    buttons,
    advancePercentage: advance.delivery_percentage,
    pincodes: pincodes.map((row) => row.pincode),
    office: await coordinatesOf({
      latitude: office.latitude,
      longitude: office.longitude,
      pincode: pincodeIn(office.google_address),
    }),
    priceBands,
    freeBands,
  };
}

/**
 * The checkout settings of one shop, read once and kept (decision 0046): they were six
 * queries on every summary and placing, about a fifth of a completed order's statements.
 * Every console save of them (buttons, advance, office, pincodes, delivery bands) calls
 * `catalogueChanged`, which drops them here at once, and in the other API processes through
 * the cache bus; a change of stock does not. Without the bus another process sees a change
 * within the response cache's TTL, as it does for the answers the shopper was shown.
 */
export class CheckoutSettingsCache {
  #kept: { settings: CheckoutSettings; expires: number } | undefined;
  #pending: Promise<CheckoutSettings> | undefined;
  /** Bumped by every change: settings read before it are not kept. */
  #generation = 0;
  readonly release: () => void;

  constructor(
    private readonly db: Db,
    private readonly shopId: string,
  ) {
    this.release = keepUntilCatalogueChanges(db, {
      clear: () => {
        this.#kept = undefined;
        this.#pending = undefined;
        this.#generation += 1;
      },
      // stock is no setting
      productsChanged: () => {},
    });
  }

  get(): Promise<CheckoutSettings> {
    const kept = this.#kept;
    if (kept && kept.expires > Date.now()) return Promise.resolve(kept.settings);
    if (this.#pending) return this.#pending;
    const generation = this.#generation;
    const pending = readSettings(this.db, this.shopId).then(
      (settings) => {
        if (generation === this.#generation) {
          this.#kept = { settings, expires: Date.now() + RESPONSE_CACHE_TTL_MS };
        }
        if (this.#pending === pending) this.#pending = undefined;
        return settings;
      },
      (error: unknown) => {
        if (this.#pending === pending) this.#pending = undefined;
        throw error;
      },
    );
    this.#pending = pending;
    return pending;
  }
}
