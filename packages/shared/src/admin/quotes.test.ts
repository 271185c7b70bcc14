import { describe, expect, it } from 'vitest';
import { adminQuotePriceBodySchema, QUOTE_ADMIN_MSG, quoteTotalPaise } from './quotes';

describe('quoteTotalPaise', () => {
  it.each([
    [[{ price: 350.5, quantity: 3 }], 60, 111_150],
    [
      [
        { price: 0.1, quantity: 3 },
        { price: 0.2, quantity: 1 },
      ],
      0,
      50,
    ],
    [[{ price: 19.99, quantity: 7 }], 0.01, 13_994],
    [[{ price: 0, quantity: 1 }], 0, 0],
  ])('lines %j with delivery %d cost %d paise', (lines, delivery, paise) => {
    expect(quoteTotalPaise({ lines, delivery })).toBe(paise);
  });
});

describe('adminQuotePriceBodySchema', () => {
  const line = { lineId: 'l1', price: 100, quantity: 1 };
  const fieldsOf = (body: unknown) => {
    const result = adminQuotePriceBodySchema.safeParse(body);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it.each([
    [{ lines: [{ ...line, price: -1 }], delivery: 0 }, 'lines.0.price', QUOTE_ADMIN_MSG.enterPrice],
    [{ lines: [{ ...line, price: 1.005 }], delivery: 0 }, 'lines.0.price', QUOTE_ADMIN_MSG.enterPrice],
    [{ lines: [{ ...line, price: '' }], delivery: 0 }, 'lines.0.price', QUOTE_ADMIN_MSG.enterPrice],
    [{ lines: [{ ...line, quantity: 0 }], delivery: 0 }, 'lines.0.quantity', QUOTE_ADMIN_MSG.enterQuantity],
    [{ lines: [{ ...line, quantity: 1.5 }], delivery: 0 }, 'lines.0.quantity', QUOTE_ADMIN_MSG.enterQuantity],
    [{ lines: [line], delivery: -0.5 }, 'delivery', QUOTE_ADMIN_MSG.enterDelivery],
    [{ lines: [], delivery: 10 }, 'lines', QUOTE_ADMIN_MSG.atLeastOneLine],
    [{ lines: [{ ...line, price: 0 }], delivery: 0 }, 'delivery', QUOTE_ADMIN_MSG.totalPositive],
  ])('refuses %j on %s', (body, field, message) => {
    expect(fieldsOf(body)[field]).toBe(message);
  });

  it('takes form strings as numbers and trims the note', () => {
    expect(
      adminQuotePriceBodySchema.parse({
        lines: [{ lineId: 'l1', price: '12.50', quantity: '2' }],
        delivery: '0',
        note: ' Hi ',
      }),
    ).toEqual({ lines: [{ lineId: 'l1', price: 12.5, quantity: 2 }], delivery: 0, note: 'Hi' });
  });
});
