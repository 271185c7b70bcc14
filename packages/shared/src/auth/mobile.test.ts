import { describe, expect, it } from 'vitest';
import { isValidMobile, normaliseMobile } from './mobile';

describe('normaliseMobile and isValidMobile', () => {
  it.each([
    ['9876543210', '9876543210', true],
    ['98765 43210', '9876543210', true],
    ['98765-43210', '9876543210', true],
    ['+91 98765 43210', '9876543210', true],
    ['+91-98765-43210', '9876543210', true],
    ['919876543210', '9876543210', true],
    // 91 stays when it is part of a 10-digit number
    ['9198765432', '9198765432', true],
    ['09876543210', '9876543210', true],
    ['(987) 654.3210', '9876543210', true],
    ['98765432101234', '9876543210', true],
    ['+44 20 7946 0958', '4420794609', true],
    ['98765', '98765', false],
    ['', '', false],
    ['abcdefghij', '', false],
    ['+91', '', false],
    ['0', '', false],
    // 0091 is +91 as dialled from abroad
    ['0091 98290 22222', '9829022222', true],
    // a number that would still start with 0 is not ten digits of a mobile
    ['00 98290 22222', '982902222', false],
  ])('%j becomes %j (valid: %s)', (input, normalised, valid) => {
    expect(normaliseMobile(input)).toBe(normalised);
    expect(isValidMobile(input)).toBe(valid);
  });

  it('reads a normalised number the same again, as the server does with what a form sends', () => {
    for (const typed of [
      '0091 98290 22222',
      '00 98290 22222',
      '(0)98290 22222',
      '+91 0 98290 22222',
      '0919829022',
    ]) {
      const once = normaliseMobile(typed);
      expect(normaliseMobile(once), typed).toBe(once);
      expect(isValidMobile(once), typed).toBe(isValidMobile(typed));
    }
  });
});
