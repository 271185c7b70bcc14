/**
 * The design's palette for generated images: deep plum and near-black, warm ivory,
 * one gold accent. Everything else is a soft tint picked from the image's name, so the
 * same address always draws the same picture.
 */
export const PLUM = '#2a1631';
export const PLUM_DEEP = '#1a0f1f';
export const PLUM_SOFT = '#4a2a55';
export const IVORY = '#faf5eb';
export const GOLD = '#c9a24a';
export const GOLD_LIGHT = '#e8cf8a';
export const GOLD_DARK = '#8f6d24';

/** FNV-1a: small, fast and stable across runs and platforms. */
export function hashName(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Hues that stay calm next to plum and gold (no neon greens or cyans). */
const CALM_HUES = [28, 36, 42, 345, 330, 300, 280, 262, 150, 168, 12, 20, 200, 75] as const;

/** Colour words in a name win over the hash, so "royal-oud-amber" is amber. */
const NAMED_HUES: [RegExp, number][] = [
  [/amber|honey|saffron|kesar|gold/, 36],
  [/rose|gulab|blush|pink/, 345],
  [/oud|agar|noir|smoke|leather|tobacco/, 22],
  [/sandal|chandan|vetiver|khus|woody|wood/, 30],
  [/jasmine|mogra|champa|white/, 48],
  [/lavender|iris|violet|amethyst|plum/, 280],
  [/emerald|green|tulsi|fresh|mint|vetiver/, 150],
  [/sapphire|blue|ocean|aqua|marine/, 215],
  [/ruby|red|coral|moonga|musk/, 355],
  [/citrus|lemon|bergamot|neroli|yellow|pukhraj/, 48],
];

export function hueFor(name: string): number {
  for (const [pattern, hue] of NAMED_HUES) if (pattern.test(name)) return hue;
  return CALM_HUES[hashName(name) % CALM_HUES.length]!;
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${hue} ${saturation}% ${lightness}%)`;
}

/** A tiny deterministic random stream, for star fields and bead jitter. */
export function seededRandom(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Units written in lower case after a number, as on a bottle: "12 ml", "5 ct", "8 mm". */
const UNITS = new Set(['ml', 'l', 'mm', 'cm', 'g', 'gm', 'kg', 'mg', 'ct', 'oz']);

/**
 * "royal-oud-12-ml" -> "Royal Oud 12 ml": the label a bottle carries. A unit after a number
 * keeps its lower case and is joined to the number by a no-break space, so the label never
 * wraps between the two.
 */
export function titleFromName(name: string): string {
  const words = name.split('-').filter(Boolean);
  const isUnit = (i: number) => i > 0 && UNITS.has(words[i]!) && /^\d/.test(words[i - 1]!);
  return words
    .map((word, i) => {
      const text = isUnit(i) ? word : word.charAt(0).toUpperCase() + word.slice(1);
      return i === 0 ? text : `${isUnit(i) ? '\u00a0' : ' '}${text}`;
    })
    .join('');
}
