import { type AdminQuoteDetail, QUOTE_ADMIN_MSG } from '@storefront/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { QuotePriceForm } from './quote-price-form';
import { retype } from './testing';

const quote: AdminQuoteDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  receiptId: 'NA261123-00001',
  createdAt: '2026-11-23T10:00:00.000Z',
  customerName: 'Asha Verma',
  email: 'asha@example.com',
  mobile: '9876543210',
  state: 'requested',
  paymentStatus: 'Quote',
  total: 1050,
  itemCount: 3,
  pricedAt: null,
  userId: 'u1',
  description: '',
  requestedCoupon: null,
  requestedDiscount: 0,
  note: '',
  closeReason: null,
  payUrl: null,
  amounts: { goods: 1050, discount: 0, delivery: 0, total: 1050 },
  billingAddress: null,
  shippingAddress: null,
  lines: [
    {
      id: 'l1',
      sku: 'ATTAR-1',
      name: 'Rose attar',
      image: '',
      attributes: {},
      mrp: 500,
      unitPrice: 400,
      quantity: 2,
      lineTotal: 800,
    },
    {
      id: 'l2',
      sku: 'MALA-1',
      name: 'Rudraksha mala',
      image: '',
      attributes: { Size: '108 beads' },
      mrp: 300,
      unitPrice: 250,
      quantity: 1,
      lineTotal: 250,
    },
  ],
  events: [],
};

function setUp(onSend = vi.fn(async () => ({})), asked: AdminQuoteDetail = quote) {
  render(<QuotePriceForm quote={asked} onSend={onSend} />);
  return { user: userEvent.setup(), onSend };
}

const total = () => screen.getByTestId('quote-total');

describe('QuotePriceForm', () => {
  it('updates the total as prices, quantities and delivery change, and sends the numbers', async () => {
    const { user, onSend } = setUp();
    expect(total()).toHaveTextContent('₹1,050.00');
    const price = screen.getByLabelText('Unit price of Rose attar');
    await retype(user, price, '350.50');
    await retype(user, screen.getByLabelText('Quantity of Rudraksha mala'), '3');
    await retype(user, screen.getByLabelText('Delivery charge'), '60');
    // 2 × 350.50 + 3 × 250 + 60
    expect(total()).toHaveTextContent('₹1,511.00');
    await user.type(screen.getByLabelText('Note to the customer'), 'Ships Monday');
    await user.click(screen.getByRole('button', { name: /Send price/ }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith({
      lines: [
        { lineId: 'l1', price: 350.5, quantity: 2 },
        { lineId: 'l2', price: 250, quantity: 3 },
      ],
      discount: 0,
      delivery: 60,
      note: 'Ships Monday',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(QUOTE_ADMIN_MSG.priced);
  });

  it('shows the message of each bad field under it and sends nothing', async () => {
    const { user, onSend } = setUp();
    await retype(user, screen.getByLabelText('Unit price of Rose attar'), '-5');
    await user.clear(screen.getByLabelText('Quantity of Rudraksha mala'));
    await user.click(screen.getByRole('button', { name: /Send price/ }));
    expect(await screen.findByText(QUOTE_ADMIN_MSG.enterPrice)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_ADMIN_MSG.enterQuantity)).toBeInTheDocument();
    expect(screen.getByLabelText('Unit price of Rose attar')).toHaveAttribute('aria-invalid', 'true');
    expect(onSend).not.toHaveBeenCalled();
  });

  it("shows the server's refusal per field and keeps what was typed", async () => {
    const refusal = new ApiError(QUOTE_ADMIN_MSG.totalPositive, 400, 'BAD_REQUEST', {
      'lines.1.price': QUOTE_ADMIN_MSG.enterPrice,
      delivery: QUOTE_ADMIN_MSG.totalPositive,
    });
    const { user, onSend } = setUp(
      vi.fn(async () => {
        throw refusal;
      }),
    );
    await retype(user, screen.getByLabelText('Delivery charge'), '75');
    await user.click(screen.getByRole('button', { name: /Send price/ }));
    expect(await screen.findByText(QUOTE_ADMIN_MSG.totalPositive)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_ADMIN_MSG.enterPrice)).toBeInTheDocument();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Delivery charge')).toHaveValue(75);
    expect(screen.getByLabelText('Unit price of Rose attar')).toHaveValue(400);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("starts from the discount the customer's coupon was shown to take off, and takes it off the total", async () => {
    const withCoupon: AdminQuoteDetail = {
      ...quote,
      requestedCoupon: 'WELCOME10',
      requestedDiscount: 105,
      amounts: { goods: 1050, discount: 105, delivery: 0, total: 945 },
    };
    const { user, onSend } = setUp(undefined, withCoupon);
    expect(screen.getByLabelText('Discount')).toHaveValue(105);
    expect(
      screen.getByText(
        'The customer was shown WELCOME10 taking ₹105.00 off. Keep it, change it or set 0: no coupon use is spent.',
      ),
    ).toBeInTheDocument();
    expect(total()).toHaveTextContent('₹945.00');
    await retype(user, screen.getByLabelText('Discount'), '2000');
    await user.click(screen.getByRole('button', { name: /Send price/ }));
    expect(await screen.findByText(QUOTE_ADMIN_MSG.discountOverGoods)).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
    await retype(user, screen.getByLabelText('Discount'), '50');
    expect(total()).toHaveTextContent('₹1,000.00');
    await user.click(screen.getByRole('button', { name: /Send price/ }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ discount: 50 })));
  });
});
