import {
  type NewArrivalGroupOnWire,
  newArrivalGroupFromWire,
  newArrivalsResponseSchema,
} from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet, checkAnswer } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';
import { sharedQuery } from '@/lib/shared-query';

/**
 * GET /api/newarrival/all/{shopId}. A group's `product` may arrive as JSON text; it is read
 * into a list here, before the (development) contract check and before the home page sees it.
 */
export async function getNewArrivals(signal?: AbortSignal) {
  const path = `/newarrival/all/${SHOP_ID}`;
  const answer = (await apiGet(path, false, signal)) as { data: NewArrivalGroupOnWire[] };
  const body = { ...answer, data: answer.data.map(newArrivalGroupFromWire) };
  return checkAnswer(path, body, import.meta.env.DEV && newArrivalsResponseSchema).data;
}

const newArrivalsQuery = sharedQuery('new-arrivals', getNewArrivals, 5 * 60_000);

export function useNewArrivals() {
  return useQuery(newArrivalsQuery);
}
