/** @jsxRuntime automatic */
import { type MailContext, rupees, type TemplateDef } from './context';
import { Layout, Paragraph } from './layout';
import { OrderSummary } from './order-summary';

const orderUrl = (ctx: MailContext) =>
  `${ctx.origin}/admin/orders/${encodeURIComponent(ctx.payload.order.id)}`;

/** To the shop's own address (and staff devices) for every new order. */
export const shopNewOrder: TemplateDef = {
  name: 'shop-new-order',
  audience: 'shop',
  description: "To the shop's address and staff devices when a new order is placed.",
  subject: (ctx) => `New order #${ctx.payload.order.receiptId}: ${rupees(ctx.payload.order.totalPaise)}`,
  pushBody: (ctx) => {
    const { order } = ctx.payload;
    return `${order.customerName || 'A customer'} ordered ${order.lines.length} item(s) for ${rupees(order.totalPaise)}.`;
  },
  Mail: ({ ctx }) => {
    const { order } = ctx.payload;
    return (
      <Layout
        shopName={ctx.shopName}
        preview={`New order #${order.receiptId}`}
        heading={`New order #${order.receiptId}`}
        action={{ label: 'Open in the console', url: orderUrl(ctx) }}
      >
        <Paragraph>
          {order.customerName || 'A customer'}
          {order.contactMobile ? ` (${order.contactMobile})` : ''} placed an order of{' '}
          {rupees(order.totalPaise)}, {order.paymentMode.toLowerCase()}.
        </Paragraph>
        <OrderSummary order={order} />
      </Layout>
    );
  },
};
