/** @jsxRuntime automatic */
import { refundOf, rupees } from './context';
import { customerTemplate } from './customer-template';
import { Paragraph } from './layout';

export const orderCancelled = customerTemplate({
  name: 'order-cancelled',
  description: 'To the customer when the order is cancelled; says whether money is refunded.',
  subject: (ctx) => `Order #${ctx.payload.order.receiptId} has been cancelled`,
  heading: () => 'Your order was cancelled',
  intro: (ctx) => {
    const { order, data } = ctx.payload;
    const refund = refundOf(ctx);
    return (
      <>
        <Paragraph>
          Your order #{order.receiptId} has been cancelled.{data.note ? ` ${data.note}` : ''}
        </Paragraph>
        {refund > 0 ? (
          <Paragraph>
            We are refunding {rupees(refund)} to the way you paid. Banks usually take 5 to 7 working days to
            show it.
          </Paragraph>
        ) : null}
      </>
    );
  },
  refund: refundOf,
  pushBody: (ctx) => {
    const refund = refundOf(ctx);
    const tail = refund > 0 ? ` ${rupees(refund)} is being refunded.` : '';
    return `Your order #${ctx.payload.order.receiptId} has been cancelled.${tail}`;
  },
});
