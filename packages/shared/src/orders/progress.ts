import { formatIndiaDate, formatIndiaTimestamp } from '../rules/india-time';
import type { FulfilmentStatus } from './schemas';

export const PROGRESS_LABELS = ['Order Placed', 'Dispatch', 'Out for delivery', 'Delivered'] as const;

export type OrderProgress = {
  /** 1 to 4: the current step. */
  step: number;
  cancelled: boolean;
  /** Delivered: every step is done, none is still under way. */
  complete: boolean;
  /** The four labels as shown: the first depends on the status; all read Cancelled when cancelled. */
  labels: string[];
};

/**
 * Track order's four steps (docs/api.md): Pending, Processing and Packed are step 1,
 * Shipped 2, Out for delivery 3, Delivered 4; an unknown status is step 1. The first label
 * reads Order Processing, Packed or Order Placed by status.
 */
export function orderProgress(status: FulfilmentStatus | string): OrderProgress {
  if (status === 'Cancelled') {
    return { step: 4, cancelled: true, complete: false, labels: PROGRESS_LABELS.map(() => 'Cancelled') };
  }
  const step = status === 'Shipped' ? 2 : status === 'Out for delivery' ? 3 : status === 'Delivered' ? 4 : 1;
  const first =
    status === 'Processing' ? 'Order Processing' : status === 'Packed' ? 'Packed' : 'Order Placed';
  return {
    step,
    cancelled: false,
    complete: status === 'Delivered',
    labels: [first, ...PROGRESS_LABELS.slice(1)],
  };
}

/** Spec: Track Order shows for Success and Pay on delivery; nothing for Quote; a Failed badge otherwise. */
export function orderCardAction(status: string): 'track' | 'none' | 'failed' | 'pending' {
  if (status === 'Success' || status === 'Pay on delivery') return 'track';
  if (status === 'Quote') return 'none';
  if (status === 'Pending') return 'pending';
  return 'failed';
}

/** Spec: the Download Invoice button appears only when the order is Out for delivery. */
export const canDownloadInvoice = (status: string) => status === 'Out for delivery';

/** docs/api.md: order timestamps are shown in India time as dd/mm/yy - hh:mm. */
export const formatOrderTimestamp = (iso: string): string => formatIndiaTimestamp(new Date(iso));

/** Order date on account cards, in en-IN format. */
export const formatOrderDate = (iso: string) => formatIndiaDate(new Date(iso));
