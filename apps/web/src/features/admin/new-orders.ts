import { NOTIFICATIONS_MSG } from '@storefront/shared';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/toast';
import { useLiveOrders } from './api/live-orders';

/** Kept per tab: since when orders count as new, and which ones were already announced. */
const SINCE_KEY = 'console:new-orders-since';
const TOLD_KEY = 'console:new-orders-told';
const TOLD_KEPT = 100;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // a browser without storage only forgets across reloads
  }
}

function startingPoint(): string {
  const stored = read(SINCE_KEY);
  if (stored && !Number.isNaN(Date.parse(stored))) return stored;
  const now = new Date().toISOString();
  write(SINCE_KEY, now);
  return now;
}

/**
 * How many orders came in since the staff member last looked at the orders list (0 while
 * they are on it), with a toast "New order #…" once for each as it arrives. Orders that were
 * in before the console was opened are not announced.
 */
export function useNewOrders(onOrdersList: boolean, enabled = true): number {
  const [since, setSince] = useState(startingPoint);
  const told = useRef<Set<string> | null>(null);
  told.current ??= new Set((read(TOLD_KEY) ?? '').split(',').filter(Boolean));

  useEffect(() => {
    if (!onOrdersList) return;
    const now = new Date().toISOString();
    write(SINCE_KEY, now);
    setSince(now);
  }, [onOrdersList]);

  const live = useLiveOrders(since, enabled);
  useEffect(() => {
    const seen = told.current!;
    const fresh = (live.data?.latest ?? []).filter((order) => !seen.has(order.id));
    if (fresh.length === 0) return;
    for (const order of [...fresh].reverse()) {
      seen.add(order.id);
      notify.info(NOTIFICATIONS_MSG.newOrderToast(order.receiptId));
    }
    write(TOLD_KEY, [...seen].slice(-TOLD_KEPT).join(','));
  }, [live.data]);

  return onOrdersList ? 0 : (live.data?.count ?? 0);
}
