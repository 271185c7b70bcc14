import {
  formatRupees,
  type NotificationTemplate,
  paise,
  paiseToRupees,
  rupeesToPaise,
} from '@storefront/shared';
import type { ReactElement } from 'react';
import type { NoticePayload } from '../notice';

/** Everything a template reads: the queued payload and where the shop is. */
export type MailContext = {
  payload: NoticePayload;
  shopName: string;
  /** The shop's address, no trailing slash: absolute links in mails. */
  origin: string;
};

export type TemplateDef = {
  name: NotificationTemplate;
  audience: 'customer' | 'shop';
  description: string;
  subject: (ctx: MailContext) => string;
  /** The one line a push notification shows under the subject. */
  pushBody: (ctx: MailContext) => string;
  Mail: (props: { ctx: MailContext }) => ReactElement;
};

export const rupees = (amount: number) => formatRupees(paiseToRupees(paise(amount)));

export const trackUrl = (ctx: MailContext) =>
  `${ctx.origin}/track/${encodeURIComponent(ctx.payload.order.id)}`;

/** The web invoice page of an order (login required; the API serves it once the order is placed). */
export const invoiceUrl = (ctx: MailContext) =>
  `${ctx.origin}/invoice?order=${encodeURIComponent(ctx.payload.order.id)}`;

/** A link the caller made may be a path when the shop has no PUBLIC_URL. */
export const absolute = (ctx: MailContext, url: string) =>
  url.startsWith('/') ? `${ctx.origin}${url}` : url;

/** What this event refunded (in paise or rupees, as the caller said), else every refund so far. */
export function refundOf(ctx: MailContext): number {
  const { data, order } = ctx.payload;
  if (typeof data.refundPaise === 'number' && data.refundPaise > 0) return data.refundPaise;
  if (typeof data.amount === 'number' && data.amount > 0) return rupeesToPaise(data.amount);
  return order.refundedPaise;
}
