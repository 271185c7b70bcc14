/** @jsxRuntime automatic */
import { rupees } from './context';
import { customerTemplate } from './customer-template';
import { Paragraph } from './layout';

export const orderOutForDelivery = customerTemplate({
  name: 'order-out-for-delivery',
  description: 'To the customer when the order is moved to Out for delivery.',
  subject: (ctx) => `Order #${ctx.payload.order.receiptId} is out for delivery`,
  heading: () => 'Arriving today',
  intro: (ctx) => {
    const { order } = ctx.payload;
    return (
      <Paragraph>
        Your order #{order.receiptId} is out for delivery and should reach you today.
        {order.balancePaise > 0 ? ` Please keep ${rupees(order.balancePaise)} ready for the courier.` : ''}
      </Paragraph>
    );
  },
  pushBody: (ctx) => `Your order #${ctx.payload.order.receiptId} is out for delivery.`,
});
