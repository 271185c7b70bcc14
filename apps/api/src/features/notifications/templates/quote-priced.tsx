/** @jsxRuntime automatic */
import { absolute, type MailContext, rupees, trackUrl } from './context';
import { customerTemplate } from './customer-template';
import { Paragraph } from './layout';

const payUrl = (ctx: MailContext) =>
  typeof ctx.payload.data.payUrl === 'string' ? absolute(ctx, ctx.payload.data.payUrl) : trackUrl(ctx);

export const quotePriced = customerTemplate({
  name: 'quote-priced',
  description: 'To the customer when the shop prices their quotation request, with the link to pay it.',
  subject: (ctx) => `Your quotation #${ctx.payload.order.receiptId}: ${rupees(ctx.payload.order.totalPaise)}`,
  heading: () => 'Your quotation is ready',
  intro: (ctx) => (
    <>
      <Paragraph>
        We have priced your quotation #{ctx.payload.order.receiptId} at {rupees(ctx.payload.order.totalPaise)}
        , delivery included. Pay it with the link below and it becomes an order.
      </Paragraph>
      {ctx.payload.data.note ? <Paragraph>{ctx.payload.data.note}</Paragraph> : null}
    </>
  ),
  pushBody: (ctx) =>
    `Your quotation #${ctx.payload.order.receiptId} is priced at ${rupees(ctx.payload.order.totalPaise)}.`,
  action: (ctx) => ({ label: 'Pay for your order', url: payUrl(ctx) }),
});
