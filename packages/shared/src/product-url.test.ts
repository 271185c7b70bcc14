import { describe, expect, it } from 'vitest';
import { decodeProductSegment, encodeProductSegment, productPath } from './product-url';

describe('product URL segments', () => {
  it('round-trips titles with spaces, symbols and Hindi text', () => {
    for (const text of ['Oud & Amber Attar 10 ml', 'Rose/Musk +Sandal = Calm?', 'केसर चंदन इत्र', '']) {
      if (text === '') continue;
      expect(decodeProductSegment(encodeProductSegment(text))).toBe(text);
    }
  });

  it('keeps base64 "/", "+" and "=" inside one path segment', () => {
    const title = '??>>~~ Oud';
    const segment = encodeProductSegment(title);
    expect(segment).not.toMatch(/[/+=]/);
    expect(decodeProductSegment(segment)).toBe(title);
    // A router hands the segment over decoded: that form decodes too.
    expect(decodeProductSegment(decodeURIComponent(segment))).toBe(title);
  });

  it('answers null for segments it did not make', () => {
    expect(decodeProductSegment('not base64!')).toBeNull();
    expect(decodeProductSegment('')).toBeNull();
    expect(decodeProductSegment('%E0%A4')).toBeNull();
    expect(decodeProductSegment(btoa('%E0%A4%'))).toBeNull();
  });

  it('builds the product page path from title and id', () => {
    const path = productPath({ title: 'Royal Oud', product_id: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    const [, product, title, id] = path.split('/');
    expect(product).toBe('product');
    expect(decodeProductSegment(title!)).toBe('Royal Oud');
    expect(decodeProductSegment(id!)).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
  });
});
