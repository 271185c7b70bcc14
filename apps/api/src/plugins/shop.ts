import { MSG } from '@storefront/shared';
import { AppError } from '../lib/app-error';

/** A path or body naming a shop this deployment does not serve gets 404 (design: shop id). */
export function assertServedShop(servedShopId: string, requested: string | undefined): void {
  if (requested !== servedShopId) throw AppError.notFound(MSG.shopNotFound);
}
