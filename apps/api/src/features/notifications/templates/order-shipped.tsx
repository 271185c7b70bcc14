/** @jsxRuntime automatic */
import { customerTemplate } from './customer-template';
import { Paragraph } from './layout';

export const orderShipped = customerTemplate({
  name: 'order-shipped',
  description: 'To the customer when the order is moved to Shipped.',
  subject: (ctx) => `Order #${ctx.payload.order.receiptId} has shipped`,
  heading: () => 'Your order is on its way',
  intro: (ctx) => (
    <Paragraph>
      Your order #{ctx.payload.order.receiptId} has left our shop.
      {ctx.payload.data.note ? ` ${ctx.payload.data.note}` : ''}
    </Paragraph>
  ),
  pushBody: (ctx) => `Your order #${ctx.payload.order.receiptId} has shipped.`,
});
