/**
 * The mails (React Email) and what pushes say, by template name. `renderTemplate` makes the
 * subject, the HTML and the plain text of one outbox row; the console previews the same
 * templates with `SAMPLE_PAYLOAD`.
 *
 * Every .tsx file here starts with `@jsxRuntime automatic`: the server runs through tsx from
 * the repository's root, whose tsconfig sets no JSX mode, and without the pragma the
 * templates would compile to `React.createElement` and fail at send time (runtime.test.ts).
 */

import { render } from '@react-email/render';
import type { NotificationTemplate, NotificationTemplateInfo } from '@storefront/shared';
import { createElement } from 'react';
import type { NoticePayload } from '../notice';
import type { MailContext, TemplateDef } from './context';
import { orderCancelled } from './order-cancelled';
import { orderDelivered } from './order-delivered';
import { orderOutForDelivery } from './order-out-for-delivery';
import { orderPlaced } from './order-placed';
import { orderRefunded } from './order-refunded';
import { orderShipped } from './order-shipped';
import { quoteClosed } from './quote-closed';
import { quotePriced } from './quote-priced';
import { shopNewOrder } from './shop-new-order';

export { type MailContext, trackUrl } from './context';

const TEMPLATES: Record<NotificationTemplate, TemplateDef> = {
  'order-placed': orderPlaced,
  'order-shipped': orderShipped,
  'order-out-for-delivery': orderOutForDelivery,
  'order-delivered': orderDelivered,
  'order-cancelled': orderCancelled,
  'order-refunded': orderRefunded,
  'quote-priced': quotePriced,
  'quote-closed': quoteClosed,
  'shop-new-order': shopNewOrder,
};

export function isTemplate(name: string): name is NotificationTemplate {
  return Object.hasOwn(TEMPLATES, name);
}

export type RenderedMail = { subject: string; html: string; text: string; pushBody: string };

export async function renderTemplate(name: NotificationTemplate, ctx: MailContext): Promise<RenderedMail> {
  const template = TEMPLATES[name];
  const element = createElement(template.Mail, { ctx });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: template.subject(ctx), html, text, pushBody: template.pushBody(ctx) };
}

/** An order to preview the templates with: two lines, a coupon, a balance due and a refund. */
export const SAMPLE_PAYLOAD: NoticePayload = {
  notice: 'placed',
  data: {
    refundPaise: 45_000,
    payUrl: '/quote/sample-pay-link',
    note: '',
    reason: 'The supplier has stopped making this blend.',
  },
  order: {
    id: '00000000-0000-4000-8000-000000000001',
    receiptId: 'NA-10042',
    placedAt: '2026-11-23T10:30:00.000Z',
    customerName: 'Asha Verma',
    contactMobile: '9876543210',
    paymentMode: 'Pay on delivery',
    lines: [
      { name: 'Rose Oud Attar', details: 'Size: 12 ml', quantity: 2, unitPaise: 45_000, totalPaise: 90_000 },
      { name: 'Sandalwood Incense', details: '', quantity: 1, unitPaise: 25_000, totalPaise: 25_000 },
    ],
    subtotalPaise: 115_000,
    discountPaise: 10_000,
    couponCode: 'WELCOME10',
    deliveryPaise: 5_000,
    totalPaise: 110_000,
    advancePaise: 22_000,
    balancePaise: 88_000,
    refundedPaise: 0,
    address: ['Asha Verma', '12 MG Road, Indiranagar', 'Bengaluru 560038'],
  },
};

export function templateList(ctx: Omit<MailContext, 'payload'>): NotificationTemplateInfo[] {
  return Object.values(TEMPLATES).map((template) => ({
    name: template.name,
    audience: template.audience,
    description: template.description,
    subject: template.subject({ ...ctx, payload: SAMPLE_PAYLOAD }),
  }));
}
