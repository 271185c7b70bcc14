/** @jsxRuntime automatic */
import { Column, Hr, Row, Section, Text } from '@react-email/components';
import { ORDER_BILL_MSG } from '@storefront/shared';
import type { NoticeOrder } from '../notice';
import { rupees } from './context';
import { theme } from './theme';

const small = { fontSize: '14px', lineHeight: '20px', margin: 0 } as const;
const label = { ...small, color: theme.muted } as const;

function Amount({ name, value, strong }: { name: string; value: string; strong?: boolean }) {
  const weight = strong ? 700 : 400;
  return (
    <Row>
      <Column>
        <Text style={{ ...small, fontWeight: weight }}>{name}</Text>
      </Column>
      <Column align="right">
        <Text style={{ ...small, fontWeight: weight }}>{value}</Text>
      </Column>
    </Row>
  );
}

/**
 * The order as the receipt shows it: lines, amounts and where it goes. `refundPaise` is what
 * the mail itself is about refunding: the order's refunds read "so far" when they are more.
 */
export function OrderSummary({ order, refundPaise }: { order: NoticeOrder; refundPaise?: number }) {
  const collectedPaise = order.collectedPaise ?? 0;
  const refundedSoFar = refundPaise !== undefined && refundPaise !== order.refundedPaise;
  return (
    <Section style={{ marginTop: '8px' }}>
      <Text style={{ ...label, margin: '0 0 8px' }}>
        {/* a quotation has no payment mode until it is paid (NA) */}
        {order.paymentMode === 'NA'
          ? `Quotation #${order.receiptId}`
          : `Order #${order.receiptId} · ${order.paymentMode}`}
      </Text>
      {order.lines.map((line) => (
        <Row
          key={`${line.name}|${line.details}|${line.unitPaise}`}
          style={{ borderTop: `1px solid ${theme.line}`, padding: '8px 0' }}
        >
          <Column>
            <Text style={{ ...small, fontWeight: 600 }}>{line.name}</Text>
            {line.details ? <Text style={label}>{line.details}</Text> : null}
            <Text style={label}>{`${line.quantity} × ${rupees(line.unitPaise)}`}</Text>
          </Column>
          <Column align="right" style={{ verticalAlign: 'top' }}>
            <Text style={small}>{rupees(line.totalPaise)}</Text>
          </Column>
        </Row>
      ))}
      <Hr style={{ borderColor: theme.line, margin: '8px 0' }} />
      <Amount name="Items" value={rupees(order.subtotalPaise)} />
      {order.discountPaise > 0 ? (
        <Amount
          name={order.couponCode ? `Discount (${order.couponCode})` : 'Discount'}
          value={`− ${rupees(order.discountPaise)}`}
        />
      ) : null}
      <Amount name="Delivery" value={order.deliveryPaise > 0 ? rupees(order.deliveryPaise) : 'Free'} />
      <Amount name="Total" value={rupees(order.totalPaise)} strong />
      {order.paymentMode === 'Pay on delivery' && order.advancePaise > 0 ? (
        <Amount name={ORDER_BILL_MSG.paidOnline} value={rupees(order.advancePaise)} />
      ) : null}
      {order.balancePaise > 0 ? (
        <Amount name={ORDER_BILL_MSG.toPayOnDelivery} value={rupees(order.balancePaise)} />
      ) : null}
      {collectedPaise > 0 ? (
        <Amount name={ORDER_BILL_MSG.paidOnDelivery} value={rupees(collectedPaise)} />
      ) : null}
      {order.refundedPaise > 0 ? (
        <Amount
          name={refundedSoFar ? ORDER_BILL_MSG.refundedSoFar : ORDER_BILL_MSG.refunded}
          value={rupees(order.refundedPaise)}
        />
      ) : null}
      {order.address.length > 0 ? (
        <Section style={{ marginTop: '12px' }}>
          <Text style={label}>Delivery address</Text>
          {order.address.map((line) => (
            <Text key={line} style={small}>
              {line}
            </Text>
          ))}
        </Section>
      ) : null}
    </Section>
  );
}
