/** @jsxRuntime automatic */
import { absolute, type MailContext } from './context';
import { customerTemplate } from './customer-template';
import { Paragraph } from './layout';

const reasonOf = (ctx: MailContext) =>
  typeof ctx.payload.data.reason === 'string' ? ctx.payload.data.reason.trim() : '';

export const quoteClosed = customerTemplate({
  name: 'quote-closed',
  description: 'To the customer when the shop closes their quotation request, with the reason it gives.',
  subject: (ctx) => `Your quotation #${ctx.payload.order.receiptId} is closed`,
  heading: () => 'Your quotation is closed',
  intro: (ctx) => (
    <>
      <Paragraph>
        We have closed your quotation #{ctx.payload.order.receiptId}, so it cannot be paid. Nothing was
        charged.
      </Paragraph>
      {reasonOf(ctx) ? <Paragraph>{reasonOf(ctx)}</Paragraph> : null}
    </>
  ),
  pushBody: (ctx) =>
    `Your quotation #${ctx.payload.order.receiptId} is closed${reasonOf(ctx) ? `: ${reasonOf(ctx)}` : '.'}`,
  // the orders list shows it with the reason, and keeps the cart it was asked from
  action: (ctx) => ({ label: 'See your orders', url: absolute(ctx, '/my-account') }),
});
