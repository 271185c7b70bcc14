/** @jsxRuntime automatic */
import { trackUrl } from './context';
import { customerTemplate } from './customer-template';
import { Paragraph } from './layout';

export const orderDelivered = customerTemplate({
  name: 'order-delivered',
  description: 'To the customer when the order is moved to Delivered.',
  subject: (ctx) => `Order #${ctx.payload.order.receiptId} has been delivered`,
  heading: () => 'Delivered',
  intro: (ctx) => (
    <Paragraph>
      Your order #{ctx.payload.order.receiptId} has been delivered. We hope you enjoy it; your invoice is on
      the order's page.
    </Paragraph>
  ),
  pushBody: (ctx) => `Your order #${ctx.payload.order.receiptId} has been delivered.`,
  action: (ctx) => ({ label: 'See your order', url: trackUrl(ctx) }),
});
