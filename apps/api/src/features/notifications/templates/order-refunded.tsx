/** @jsxRuntime automatic */
import { refundOf, rupees } from './context';
import { customerTemplate } from './customer-template';
import { Paragraph } from './layout';

export const orderRefunded = customerTemplate({
  name: 'order-refunded',
  description: 'To the customer when a refund of the order is made (full or part).',
  subject: (ctx) => `Refund of ${rupees(refundOf(ctx))} for order #${ctx.payload.order.receiptId}`,
  heading: () => 'Your refund is on its way',
  intro: (ctx) => (
    <Paragraph>
      We have refunded {rupees(refundOf(ctx))} for your order #{ctx.payload.order.receiptId} to the way you
      paid. Banks usually take 5 to 7 working days to show it.
    </Paragraph>
  ),
  refund: refundOf,
  pushBody: (ctx) => `${rupees(refundOf(ctx))} refunded for order #${ctx.payload.order.receiptId}.`,
});
