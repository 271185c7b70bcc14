/** @jsxRuntime automatic */
import type { NotificationTemplate } from '@storefront/shared';
import type { ReactNode } from 'react';
import { type MailContext, type TemplateDef, trackUrl } from './context';
import { Layout, Paragraph } from './layout';
import { OrderSummary } from './order-summary';

type CustomerMail = {
  name: NotificationTemplate;
  description: string;
  subject: (ctx: MailContext) => string;
  heading: (ctx: MailContext) => string;
  /** The sentences above the summary. */
  intro: (ctx: MailContext) => ReactNode;
  pushBody: (ctx: MailContext) => string;
  /** What this mail refunds (a refund, a cancellation), so the summary can tell it from earlier refunds. */
  refund?: (ctx: MailContext) => number;
  /** The button; "Track your order" by default. */
  action?: (ctx: MailContext) => { label: string; url: string };
};

const hello = (ctx: MailContext) => {
  const name = ctx.payload.order.customerName.trim();
  return name ? `Hello ${name},` : 'Hello,';
};

/** A mail to the customer about their order: greeting, what happened, the summary, a link. */
export function customerTemplate(spec: CustomerMail): TemplateDef {
  const action = spec.action ?? ((ctx: MailContext) => ({ label: 'Track your order', url: trackUrl(ctx) }));
  return {
    name: spec.name,
    audience: 'customer',
    description: spec.description,
    subject: spec.subject,
    pushBody: spec.pushBody,
    Mail: ({ ctx }) => (
      <Layout
        shopName={ctx.shopName}
        preview={spec.pushBody(ctx)}
        heading={spec.heading(ctx)}
        action={action(ctx)}
      >
        <Paragraph>{hello(ctx)}</Paragraph>
        {spec.intro(ctx)}
        <OrderSummary order={ctx.payload.order} refundPaise={spec.refund?.(ctx)} />
      </Layout>
    ),
  };
}
