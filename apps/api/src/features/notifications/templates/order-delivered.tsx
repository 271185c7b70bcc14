/** @jsxRuntime automatic */
import { Link } from '@react-email/components';
import { invoiceUrl, trackUrl } from './context';
import { customerTemplate } from './customer-template';
import { Paragraph } from './layout';
import { theme } from './theme';

export const orderDelivered = customerTemplate({
  name: 'order-delivered',
  description: 'To the customer when the order is moved to Delivered.',
  subject: (ctx) => `Order #${ctx.payload.order.receiptId} has been delivered`,
  heading: () => 'Delivered',
  // The track page offers Download Invoice only while the order is out for delivery (the spec),
  // so the mail links the invoice page itself.
  intro: (ctx) => (
    <>
      <Paragraph>
        Your order #{ctx.payload.order.receiptId} has been delivered. We hope you enjoy it.
      </Paragraph>
      <Paragraph>
        Your invoice is here:{' '}
        <Link href={invoiceUrl(ctx)} style={{ color: theme.plum }}>
          {invoiceUrl(ctx)}
        </Link>
      </Paragraph>
    </>
  ),
  pushBody: (ctx) => `Your order #${ctx.payload.order.receiptId} has been delivered.`,
  action: (ctx) => ({ label: 'See your order', url: trackUrl(ctx) }),
});
