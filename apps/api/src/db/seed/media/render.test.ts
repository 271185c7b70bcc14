import { describe, expect, it } from 'vitest';
import { fitText } from './motifs';
import { titleFromName } from './palette';
import { MEDIA_KINDS, renderMedia } from './render';

/** Tag balance and attribute quoting: enough to know a browser will parse the picture. */
function isWellFormed(svg: string): boolean {
  const stack: string[] = [];
  const tags = svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g);
  let consumed = 0;
  for (const tag of tags) {
    const [whole, closing, name, , selfClosing] = tag;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) stack.push(name!);
    consumed += whole.length;
  }
  const text = svg.replace(/<[^>]*>/g, '');
  return (
    stack.length === 0 && consumed > 0 && !/[<>]/.test(text) && !/&(?!(amp|lt|gt|quot|apos);)/.test(text)
  );
}

describe('renderMedia', () => {
  it.each(
    MEDIA_KINDS.flatMap((kind) =>
      ['royal-oud', 'ruby-manik', 'a', `x-${'long-name-'.repeat(5)}z`].map((name) => [kind, name]),
    ),
  )('draws %s/%s as well-formed, self-contained SVG with a fixed size', (kind, name) => {
    const svg = renderMedia(kind, name)!;
    expect(svg).not.toBeNull();
    expect(isWellFormed(svg)).toBe(true);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/,
    );
    // Nothing is fetched from anywhere: no links, no external images or fonts.
    expect(svg).not.toMatch(/href|url\((?!#)|https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
  });

  it('is deterministic and varies with the name', () => {
    expect(renderMedia('bottle', 'mogra-nights')).toBe(renderMedia('bottle', 'mogra-nights'));
    expect(renderMedia('bottle', 'mogra-nights')).not.toBe(renderMedia('bottle', 'royal-oud'));
  });

  it('draws the logo and the icon, and nothing for bad kinds or names', () => {
    expect(isWellFormed(renderMedia(null, 'logo')!)).toBe(true);
    expect(isWellFormed(renderMedia(null, 'icon')!)).toBe(true);
    for (const [kind, name] of [
      [null, 'banner'],
      ['nope', 'royal-oud'],
      ['bottle', 'Royal-Oud'],
      ['bottle', 'royal--oud'],
      ['bottle', '-royal'],
      ['bottle', '../etc'],
      ['bottle', ''],
      ['bottle', 'a'.repeat(65)],
      ['__proto__', 'x'],
    ] as const) {
      expect(renderMedia(kind, name)).toBeNull();
    }
  });
});

describe('product labels', () => {
  it('keeps units in lower case after a number, joined to it, and capitalises the other words', () => {
    expect(titleFromName('royal-oud-attar-12-ml')).toBe('Royal Oud Attar 12\u00a0ml');
    expect(titleFromName('ruby-manik-5-ct')).toBe('Ruby Manik 5\u00a0ct');
    expect(titleFromName('bead-8-mm-mala')).toBe('Bead 8\u00a0mm Mala');
    // a unit word with no number before it is an ordinary word
    expect(titleFromName('ml-gift-box')).toBe('Ml Gift Box');
  });

  it('wraps on word boundaries only, shrinking the font before it would split a word', () => {
    for (const [text, width] of [
      ['Fragrance', 108],
      ['Rose Fragrance', 108],
      ['Perfume Fragrance Discovery Set', 124],
      ['Sandalwood Fragrance 12\u00a0ml', 108],
      ['Oud Royale Attar 12\u00a0ml', 152],
    ] as const) {
      const { lines } = fitText(text, width, 120);
      expect(lines.join(' ')).toBe(text);
      for (const line of lines) for (const word of line.split(' ')) expect(text.split(' ')).toContain(word);
    }
  });

  it('shortens a word too long for the label at the smallest size with an ellipsis, never a break', () => {
    const { lines, size } = fitText('Supercalifragilisticexpialidocious Oud', 60, 120);
    expect(size).toBe(12);
    expect(lines[0]).toMatch(/…$/);
    expect(lines).not.toContain('Oud'.slice(1));
  });

  it('prints the label of a 12 ml bottle with its unit in lower case, on the line of its number', () => {
    const svg = renderMedia('bottle', 'royal-oud-attar-12-ml')!;
    expect(svg).toMatch(/>[^<>]*12\u00a0ml<\/text>/);
    expect(svg).not.toMatch(/12\s*Ml/);
  });
});
