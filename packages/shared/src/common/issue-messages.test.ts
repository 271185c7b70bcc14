import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainIssueMessage } from './issue-messages';

const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input, { error: plainIssueMessage }).error?.issues[0]?.message;

describe('plainIssueMessage', () => {
  it('words the checks a schema left without a message', () => {
    const body = z.object({ sku: z.string(), quantity: z.number().int().min(1).max(10) });
    expect(messageOf(body, {})).toBe('This field is required');
    expect(messageOf(body, { sku: null, quantity: 1 })).toBe('This field cannot be empty');
    expect(messageOf(body, { sku: 5, quantity: 1 })).toBe('Enter text');
    expect(messageOf(body, { sku: 'a', quantity: 1.5 })).toBe('Enter a whole number');
    expect(messageOf(body, { sku: 'a', quantity: 0 })).toBe('Enter a number of at least 1');
    expect(messageOf(body, { sku: 'a', quantity: 11 })).toBe('Enter a number of at most 10');
    expect(messageOf(body, [])).toBe('Send an object with the named fields');
    expect(messageOf(z.coerce.number(), 'abc')).toBe('Enter a number');
    expect(messageOf(z.string().max(3), 'abcd')).toBe('Enter at most 3 characters');
    expect(messageOf(z.string().min(1), '')).toBe('This field is required');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Choose one of: a, b');
    expect(messageOf(z.strictObject({}), { x: 1 })).toBe('Not a field this call takes: x');
  });

  it("never replaces a schema's own message", () => {
    expect(messageOf(z.string({ error: 'Please enter your name' }), undefined)).toBe(
      'Please enter your name',
    );
    expect(messageOf(z.string().max(3, 'Too long for a pincode'), 'abcd')).toBe('Too long for a pincode');
  });
});
