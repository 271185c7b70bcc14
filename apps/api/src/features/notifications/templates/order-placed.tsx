/** @jsxRuntime automatic */
import { rupees } from './context';
import { customerTemplate } from './customer-template';
import { Paragraph } from './layout';

export const orderPlaced = customerTemplate({
  name: 'order-placed',
  description: 'To the customer when an order is placed (paid online, or pay on delivery).',
  subject: (ctx) => `Order #${ctx.payload.order.receiptId} placed: thank you!`,
  heading: () => 'Thank you for your order',
  intro: (ctx) => {
    const { order } = ctx.payload;
    return (
      <Paragraph>
        We have your order #{order.receiptId} and are getting it ready.
        {order.balancePaise > 0 ? ` Please keep ${rupees(order.balancePaise)} ready for the courier.` : ''}
      </Paragraph>
    );
  },
  pushBody: (ctx) => `We have your order #${ctx.payload.order.receiptId} and are getting it ready.`,
});
