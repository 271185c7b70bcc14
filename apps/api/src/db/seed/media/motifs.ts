import {
  escapeXml,
  GOLD,
  GOLD_DARK,
  GOLD_LIGHT,
  hashName,
  hsl,
  hueFor,
  IVORY,
  PLUM,
  PLUM_SOFT,
  seededRandom,
  titleFromName,
} from './palette';

/**
 * Motifs are drawn in a 600 x 600 space with no background, so the same drawing serves a
 * product tile, a category medallion (scaled) and a banner (several, placed). `p` prefixes
 * every gradient id: one document may hold several motifs.
 */
type Motif = (name: string, p: string, options?: { label?: boolean }) => string;

const SERIF = "'Playfair Display','Cormorant Garamond',Georgia,'Times New Roman',serif";
const SANS = "Inter,'DM Sans','Helvetica Neue',Arial,sans-serif";

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

export function starPoints(cx: number, cy: number, points: number, outer: number, inner: number): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${fmt(cx + radius * Math.cos(angle))},${fmt(cy + radius * Math.sin(angle))}`);
  }
  return out.join(' ');
}

function goldGradient(id: string, vertical = false): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${direction}><stop offset="0" stop-color="${GOLD_DARK}"/><stop offset="0.45" stop-color="${GOLD_LIGHT}"/><stop offset="0.7" stop-color="${GOLD}"/><stop offset="1" stop-color="${GOLD_DARK}"/></linearGradient>`;
}

/** Greedy wrap of whole words into lines of at most maxChars; null when a word is longer. */
function wrapWords(words: readonly string[], maxChars: number): string[] | null {
  const lines: string[] = [];
  for (const word of words) {
    if (word.length > maxChars) return null;
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Word wrap with the font shrinking until the name fits the label. Lines break only
 * between words ("Fragranc e" reads as two words); at the smallest size a word that still
 * does not fit, or a name that needs too many lines, is cut short with an ellipsis.
 */
export function fitText(text: string, width: number, height: number, maxLines = 3) {
  const words = text.split(' ').filter(Boolean);
  for (let size = 30; size >= 12; size -= 2) {
    const maxChars = Math.max(4, Math.floor((width * 0.9) / (size * 0.56)));
    const lines = wrapWords(words, maxChars);
    if (lines && lines.length <= maxLines && lines.length * size * 1.2 <= height) return { lines, size };
  }
  const size = 12;
  const maxChars = Math.max(4, Math.floor((width * 0.9) / (size * 0.56)));
  const fitLines = Math.max(1, Math.min(maxLines, Math.floor(height / (size * 1.2))));
  const shorten = (word: string) => (word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word);
  const lines = wrapWords(words.map(shorten), maxChars) ?? [];
  if (lines.length > fitLines) {
    lines.length = fitLines;
    const last = lines[fitLines - 1]!;
    lines[fitLines - 1] = last.endsWith('…') ? last : `${last.slice(0, maxChars - 1)}…`;
  }
  return { lines, size };
}

/** An ivory label with a gold rule, the house mark and the product's name. */
export function label(name: string, x: number, y: number, w: number, h: number): string {
  const { lines, size } = fitText(titleFromName(name), w - 16, h - 34);
  const cx = x + w / 2;
  const blockTop = y + 30 + (h - 34 - lines.length * size * 1.2) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${fmt(cx)}" y="${fmt(blockTop + size * (i + 0.85) * 1.2)}" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${IVORY}" stroke="${GOLD}" stroke-width="2"/><rect x="${x + 5}" y="${y + 5}" width="${w - 10}" height="${h - 10}" rx="4" fill="none" stroke="${GOLD}" stroke-width="0.8" opacity="0.7"/><text x="${fmt(cx)}" y="${y + 22}" font-family="${SANS}" font-size="9" letter-spacing="3" fill="${GOLD_DARK}" text-anchor="middle">NAKSHATRA</text><g font-family="${SERIF}" fill="${PLUM}" text-anchor="middle">${text}</g></g>`;
}

const BOTTLE_SHAPES = ['flacon', 'round', 'tall', 'attar', 'faceted'] as const;
type BottleShape = (typeof BOTTLE_SHAPES)[number];

function bottleShapeFor(name: string): BottleShape {
  return BOTTLE_SHAPES[hashName(`shape:${name}`) % BOTTLE_SHAPES.length]!;
}

export const bottle: Motif = (name, p, options = {}) => {
  const hue = hueFor(name);
  const shape = bottleShapeFor(name);
  const defs = `<defs><linearGradient id="${p}liq" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 50, 70)}"/><stop offset="1" stop-color="${hsl(hue, 58, 36)}"/></linearGradient><linearGradient id="${p}glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.05"/><stop offset="0.2" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.35" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>${goldGradient(`${p}cap`)}<radialGradient id="${p}knob" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="${GOLD_LIGHT}"/><stop offset="1" stop-color="${GOLD_DARK}"/></radialGradient></defs>`;
  const glassStroke = `stroke="${PLUM}" stroke-opacity="0.3" stroke-width="2"`;
  const shadow = `<ellipse cx="300" cy="522" rx="150" ry="16" fill="${PLUM}" opacity="0.12"/>`;
  const withLabel = options.label !== false;
  let body: string;
  switch (shape) {
    case 'round':
      body = `<rect x="278" y="196" width="44" height="50" fill="${hsl(hue, 30, 85)}" ${glassStroke}/><circle cx="300" cy="372" r="140" fill="url(#${p}liq)" ${glassStroke}/><circle cx="300" cy="372" r="140" fill="url(#${p}glass)"/><rect x="264" y="232" width="72" height="16" rx="5" fill="url(#${p}cap)"/><circle cx="300" cy="158" r="46" fill="url(#${p}knob)"/>${withLabel ? label(name, 216, 322, 168, 104) : ''}`;
      break;
    case 'tall':
      body = `<rect x="281" y="168" width="38" height="36" fill="${hsl(hue, 30, 85)}" ${glassStroke}/><rect x="226" y="198" width="148" height="312" rx="20" fill="url(#${p}liq)" ${glassStroke}/><rect x="226" y="198" width="148" height="312" rx="20" fill="url(#${p}glass)"/><path d="M262 176 V104 Q262 84 300 84 Q338 84 338 104 V176 Z" fill="url(#${p}cap)"/><rect x="256" y="170" width="88" height="12" rx="4" fill="${GOLD_DARK}"/>${withLabel ? label(name, 238, 310, 124, 150) : ''}`;
      break;
    case 'attar':
      body = `<rect x="283" y="236" width="34" height="40" fill="${hsl(hue, 30, 85)}" ${glassStroke}/><path d="M205 322 L252 272 H348 L395 322 V462 L348 512 H252 L205 462 Z" fill="url(#${p}liq)" ${glassStroke}/><path d="M205 322 L252 272 H348 L395 322 V462 L348 512 H252 L205 462 Z" fill="url(#${p}glass)"/><path d="M252 272 V512 M348 272 V512" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/><rect x="294" y="122" width="12" height="118" fill="url(#${p}cap)"/><path d="M300 56 C332 92 336 120 300 132 C264 120 268 92 300 56 Z" fill="url(#${p}knob)"/><rect x="270" y="230" width="60" height="14" rx="4" fill="url(#${p}cap)"/>${withLabel ? label(name, 226, 344, 148, 100) : ''}`;
      break;
    case 'faceted':
      body = `<rect x="277" y="218" width="46" height="36" fill="${hsl(hue, 30, 85)}" ${glassStroke}/><path d="M188 250 H412 L382 508 H218 Z" fill="url(#${p}liq)" ${glassStroke}/><path d="M188 250 H412 L382 508 H218 Z" fill="url(#${p}glass)"/><path d="M230 250 L246 508 M370 250 L354 508" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/><path d="M248 146 H352 L368 184 L352 222 H248 L232 184 Z" fill="url(#${p}cap)"/><path d="M248 146 L264 184 L248 222 M352 146 L336 184 L352 222 M264 184 H336" stroke="${GOLD_DARK}" stroke-opacity="0.5" stroke-width="2" fill="none"/>${withLabel ? label(name, 232, 316, 136, 112) : ''}`;
      break;
    default:
      body = `<rect x="272" y="200" width="56" height="42" fill="${hsl(hue, 30, 85)}" ${glassStroke}/><rect x="188" y="234" width="224" height="276" rx="30" fill="url(#${p}liq)" ${glassStroke}/><rect x="188" y="234" width="224" height="276" rx="30" fill="url(#${p}glass)"/><rect x="244" y="116" width="112" height="92" rx="10" fill="url(#${p}cap)"/><rect x="244" y="196" width="112" height="12" fill="${GOLD_DARK}" opacity="0.6"/>${withLabel ? label(name, 214, 322, 172, 112) : ''}`;
  }
  return `${defs}${shadow}${body}`;
};

type GemSpec = { color: string; cut?: 'sphere' | 'cabochon' };
const GEMS: [RegExp, GemSpec][] = [
  [/pearl|moti/, { color: '#efe6dc', cut: 'sphere' }],
  [/cats-eye|lehsunia|cat-eye/, { color: '#b29a5a', cut: 'cabochon' }],
  [/ruby|manik/, { color: '#9b1b30' }],
  [/emerald|panna/, { color: '#1f7a4d' }],
  [/blue-sapphire|neelam/, { color: '#1f3f8f' }],
  [/yellow-sapphire|pukhraj/, { color: '#d9a520' }],
  [/coral|moonga/, { color: '#d4553a', cut: 'cabochon' }],
  [/hessonite|gomed/, { color: '#a0522d' }],
  [/diamond|heera|zircon/, { color: '#d9e3ee' }],
  [/amethyst|katela/, { color: '#7b4fa0' }],
  [/turquoise|firoza/, { color: '#3fa9a5', cut: 'cabochon' }],
  [/opal/, { color: '#e2d9e6', cut: 'cabochon' }],
  [/moonstone/, { color: '#dfe3ea', cut: 'cabochon' }],
  [/garnet/, { color: '#7a1d2a' }],
  [/citrine|sunela/, { color: '#e0a526' }],
];

function gemSpec(name: string): GemSpec {
  for (const [pattern, spec] of GEMS) if (pattern.test(name)) return spec;
  return { color: hsl(hueFor(name), 55, 42) };
}

function sparkle(x: number, y: number, size: number): string {
  return `<polygon points="${starPoints(x, y, 4, size, size / 4)}" fill="#fff" opacity="0.9"/>`;
}

export const gem: Motif = (name, p) => {
  const { color, cut } = gemSpec(name);
  const defs = `<defs><radialGradient id="${p}gem" cx="0.38" cy="0.32" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="0.3" stop-color="${color}" stop-opacity="0.85"/><stop offset="1" stop-color="${color}"/></radialGradient><linearGradient id="${p}shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs>`;
  const shadow = `<ellipse cx="300" cy="505" rx="140" ry="16" fill="${PLUM}" opacity="0.14"/>`;
  if (cut === 'sphere') {
    return `${defs}${shadow}<circle cx="300" cy="300" r="160" fill="url(#${p}gem)"/><circle cx="300" cy="300" r="160" fill="url(#${p}shade)" opacity="0.5"/><ellipse cx="250" cy="240" rx="50" ry="30" fill="#fff" opacity="0.55" transform="rotate(-30 250 240)"/>${sparkle(390, 170, 22)}`;
  }
  if (cut === 'cabochon') {
    const band = /cats-eye|lehsunia|cat-eye/.test(name)
      ? `<ellipse cx="300" cy="300" rx="14" ry="180" fill="#fff" opacity="0.55"/>`
      : '';
    return `${defs}${shadow}<ellipse cx="300" cy="300" rx="150" ry="190" fill="url(#${p}gem)"/><ellipse cx="300" cy="300" rx="150" ry="190" fill="url(#${p}shade)" opacity="0.6"/>${band}<ellipse cx="255" cy="215" rx="40" ry="60" fill="#fff" opacity="0.35" transform="rotate(-20 255 215)"/>${sparkle(395, 160, 20)}`;
  }
  const variant = hashName(`cut:${name}`) % 2;
  if (variant === 0) {
    // Emerald (step) cut seen from above: an octagon, its table and the facets between.
    const outer = [
      [230, 140],
      [370, 140],
      [420, 190],
      [420, 410],
      [370, 460],
      [230, 460],
      [180, 410],
      [180, 190],
    ];
    const inner = [
      [258, 210],
      [342, 210],
      [360, 228],
      [360, 372],
      [342, 390],
      [258, 390],
      [240, 372],
      [240, 228],
    ];
    const pts = (list: number[][]) => list.map(([x, y]) => `${x},${y}`).join(' ');
    const facets = outer
      .map((point, i) => {
        const next = outer[(i + 1) % 8]!;
        const innerNext = inner[(i + 1) % 8]!;
        const innerPoint = inner[i]!;
        const opacity = [0.35, 0.1, 0.25, 0.05, 0.3, 0.15, 0.2, 0.4][i];
        return `<polygon points="${pts([point, next, innerNext, innerPoint])}" fill="#fff" opacity="${opacity}"/>`;
      })
      .join('');
    return `${defs}${shadow}<polygon points="${pts(outer)}" fill="url(#${p}gem)"/>${facets}<polygon points="${pts(inner)}" fill="url(#${p}shade)" opacity="0.5"/><polygon points="${pts(outer)}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>${sparkle(395, 150, 22)}`;
  }
  // Round brilliant seen from above: an octagonal table and star facets to the girdle.
  const table = Array.from({ length: 8 }, (_, i) => {
    const angle = (Math.PI * 2 * i) / 8 + Math.PI / 8;
    return [300 + 88 * Math.cos(angle), 300 + 88 * Math.sin(angle)] as const;
  });
  const girdle = Array.from({ length: 8 }, (_, i) => {
    const angle = (Math.PI * 2 * i) / 8;
    return [300 + 170 * Math.cos(angle), 300 + 170 * Math.sin(angle)] as const;
  });
  const facets = table
    .map((point, i) => {
      const next = table[(i + 1) % 8]!;
      const tip = girdle[(i + 1) % 8]!;
      return `<polygon points="${fmt(point[0])},${fmt(point[1])} ${fmt(next[0])},${fmt(next[1])} ${fmt(tip[0])},${fmt(tip[1])}" fill="#fff" opacity="${i % 2 === 0 ? 0.32 : 0.08}"/>`;
    })
    .join('');
  const tablePoints = table.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');
  return `${defs}${shadow}<circle cx="300" cy="300" r="170" fill="url(#${p}gem)"/>${facets}<polygon points="${tablePoints}" fill="url(#${p}shade)" opacity="0.45" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/><circle cx="300" cy="300" r="170" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>${sparkle(410, 160, 22)}`;
};

const BEADS: [RegExp, { light: string; dark: string; textured: boolean }][] = [
  [/tulsi/, { light: '#d8b47c', dark: '#9c7440', textured: false }],
  [/sphatik|crystal|quartz-clear/, { light: '#ffffff', dark: '#c9ced6', textured: false }],
  [/rose-quartz/, { light: '#f6cdd5', dark: '#d98a9b', textured: false }],
  [/karungali|ebony|black/, { light: '#4a4048', dark: '#141014', textured: false }],
  [/sandal|chandan/, { light: '#e3c08f', dark: '#b0834c', textured: false }],
  [/amethyst/, { light: '#b58ad6', dark: '#5e3482', textured: false }],
  [/tiger/, { light: '#d39a3c', dark: '#6b3f12', textured: false }],
  [/lotus|kamal/, { light: '#d9c6a0', dark: '#7a6240', textured: false }],
];

export const mala: Motif = (name, p) => {
  const bead = BEADS.find(([pattern]) => pattern.test(name))?.[1] ?? {
    light: '#a8643a',
    dark: '#4d2412',
    textured: true,
  };
  const random = seededRandom(hashName(name));
  const count = 38;
  const beads: string[] = [];
  for (let i = 0; i < count; i++) {
    // Leave the gap at the bottom where the guru bead hangs.
    const angle = Math.PI / 2 + 0.26 + ((Math.PI * 2 - 0.52) * i) / (count - 1);
    const x = 300 + 165 * Math.cos(angle);
    const y = 270 + 175 * Math.sin(angle);
    const texture = bead.textured
      ? `<path d="M${fmt(x - 7)} ${fmt(y - 2)} q7 -6 14 0 M${fmt(x - 6)} ${fmt(y + 4)} q6 5 12 0" stroke="${bead.dark}" stroke-width="1.5" fill="none" opacity="${(0.6 + random() * 0.3).toFixed(2)}"/>`
      : '';
    beads.push(`<circle cx="${fmt(x)}" cy="${fmt(y)}" r="14" fill="url(#${p}bead)"/>${texture}`);
  }
  const tasselColor = hashName(`tassel:${name}`) % 2 === 0 ? GOLD : '#8e1b2c';
  const tassel = Array.from({ length: 9 }, (_, i) => {
    const x = 282 + i * 4.5;
    return `<path d="M300 478 Q${fmt(x)} 520 ${fmt(x - 8 + i * 2)} 566" stroke="${tasselColor}" stroke-width="3" fill="none"/>`;
  }).join('');
  return `<defs><radialGradient id="${p}bead" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="${bead.light}"/><stop offset="1" stop-color="${bead.dark}"/></radialGradient></defs><path d="M${fmt(300 + 165 * Math.cos(Math.PI / 2 + 0.26))} ${fmt(270 + 175 * Math.sin(Math.PI / 2 + 0.26))} L300 452 L${fmt(300 + 165 * Math.cos(Math.PI / 2 - 0.26))} ${fmt(270 + 175 * Math.sin(Math.PI / 2 - 0.26))}" stroke="${GOLD_DARK}" stroke-width="2" fill="none"/>${beads.join('')}<circle cx="300" cy="458" r="20" fill="url(#${p}bead)"/><rect x="290" y="474" width="20" height="10" rx="3" fill="${GOLD}"/>${tassel}`;
};

const METALS: [RegExp, { light: string; base: string; line: string }][] = [
  [/copper|tamba/, { light: '#e9a878', base: '#b8733b', line: '#5c2f12' }],
  [/silver|chandi/, { light: '#f1f3f6', base: '#b9bec7', line: '#4c5260' }],
];

export const yantra: Motif = (name, p) => {
  const metal = METALS.find(([pattern]) => pattern.test(name))?.[1] ?? {
    light: GOLD_LIGHT,
    base: GOLD,
    line: '#5e4413',
  };
  const triangle = (radius: number, pointingUp: boolean, dy: number) => {
    const start = pointingUp ? -Math.PI / 2 : Math.PI / 2;
    return Array.from({ length: 3 }, (_, i) => {
      const angle = start + (Math.PI * 2 * i) / 3;
      return `${fmt(300 + radius * Math.cos(angle))},${fmt(300 + dy + radius * Math.sin(angle))}`;
    }).join(' ');
  };
  const petals = Array.from(
    { length: 8 },
    (_, i) => `<ellipse cx="300" cy="176" rx="20" ry="30" transform="rotate(${i * 45} 300 300)"/>`,
  ).join('');
  const bindu = /shree|sri/.test(name) ? '#9b1b30' : metal.line;
  return `<defs><linearGradient id="${p}plate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${metal.light}"/><stop offset="0.55" stop-color="${metal.base}"/><stop offset="1" stop-color="${metal.light}"/></linearGradient></defs><ellipse cx="300" cy="528" rx="190" ry="14" fill="${PLUM}" opacity="0.14"/><rect x="84" y="84" width="432" height="432" rx="10" fill="url(#${p}plate)" stroke="${metal.line}" stroke-opacity="0.5" stroke-width="2"/><g fill="none" stroke="${metal.line}" stroke-width="3" stroke-linejoin="round"><path d="M120 120 H270 V102 H330 V120 H480 V270 H498 V330 H480 V480 H330 V498 H270 V480 H120 V330 H102 V270 H120 Z"/><path d="M134 134 H470 V470 H134 Z" stroke-width="1.5"/><circle cx="300" cy="300" r="156"/><circle cx="300" cy="300" r="146" stroke-width="1.5"/><g stroke-width="2.5">${petals}</g><circle cx="300" cy="300" r="110"/><polygon points="${triangle(100, true, 0)}"/><polygon points="${triangle(100, false, 0)}"/><polygon points="${triangle(62, true, 8)}"/><polygon points="${triangle(62, false, -8)}"/></g><circle cx="300" cy="300" r="7" fill="${bindu}"/>`;
};

export const incense: Motif = (name, p) => {
  const hue = hueFor(name);
  const smokeColor = hsl(hue, 25, 45);
  const random = seededRandom(hashName(name));
  const holder = `<path d="M140 468 Q300 528 460 468 L446 450 Q300 494 154 450 Z" fill="url(#${p}wood)"/><ellipse cx="300" cy="530" rx="170" ry="12" fill="${PLUM}" opacity="0.12"/>`;
  if (/cone|dhoop/.test(name)) {
    const cones = [230, 300, 370]
      .map(
        (x, i) =>
          `<path d="M${x - 26} 462 L${x} ${372 - i * 6} L${x + 26} 462 Z" fill="${hsl(hue, 35, 30 + i * 6)}"/><circle cx="${x}" cy="${372 - i * 6}" r="5" fill="#e8742b"/>`,
      )
      .join('');
    const smoke = [230, 300, 370]
      .map(
        (x, i) =>
          `<path d="M${x} ${366 - i * 6} C${x - 30} 300 ${x + 40} 250 ${x} 190 S${x - 20} 110 ${x + 10} 70" stroke="${smokeColor}" stroke-width="4" fill="none" opacity="${(0.18 + random() * 0.15).toFixed(2)}"/>`,
      )
      .join('');
    return `<defs><linearGradient id="${p}wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b07a46"/><stop offset="1" stop-color="#6b4222"/></linearGradient></defs>${smoke}${cones}${holder}`;
  }
  const sticks = [
    [262, 200],
    [300, 160],
    [338, 205],
  ]
    .map(([topX, topY], i) => {
      const baseX = 282 + i * 18;
      return `<line x1="${baseX}" y1="466" x2="${topX}" y2="${topY}" stroke="#c89b63" stroke-width="3"/><line x1="${fmt(baseX + (topX! - baseX) * 0.25)}" y1="${fmt(466 + (topY! - 466) * 0.25)}" x2="${topX}" y2="${topY}" stroke="${hsl(hue, 35, 28)}" stroke-width="8" stroke-linecap="round"/><circle cx="${topX}" cy="${topY}" r="5" fill="#e8742b"/><circle cx="${topX}" cy="${topY}" r="12" fill="#f3a65a" opacity="0.3"/>`;
    })
    .join('');
  const smoke = [
    [262, 200],
    [300, 160],
    [338, 205],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x} ${y! - 8} C${x! - 34} ${y! - 60} ${x! + 40} ${y! - 90} ${x} ${y! - 130} S${x! - 24} ${y! - 170} ${x! + 8} ${y! - 200}" stroke="${smokeColor}" stroke-width="4" fill="none" stroke-linecap="round" opacity="${(0.16 + random() * 0.16).toFixed(2)}"/>`,
    )
    .join('');
  return `<defs><linearGradient id="${p}wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b07a46"/><stop offset="1" stop-color="#6b4222"/></linearGradient></defs>${smoke}${sticks}${holder}`;
};

/** A gift box with a gold ribbon: the picture of a set or a package. */
export const giftset: Motif = (name, p, options = {}) => {
  const hue = hueFor(name);
  return `<defs><linearGradient id="${p}box" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 32, 34)}"/><stop offset="1" stop-color="${hsl(hue, 40, 20)}"/></linearGradient>${goldGradient(`${p}rib`)}${goldGradient(`${p}ribv`, true)}</defs><ellipse cx="300" cy="514" rx="200" ry="16" fill="${PLUM}" opacity="0.14"/><rect x="120" y="250" width="360" height="256" rx="8" fill="url(#${p}box)"/><rect x="104" y="206" width="392" height="62" rx="8" fill="url(#${p}box)" stroke="#000" stroke-opacity="0.15"/><rect x="280" y="206" width="40" height="300" fill="url(#${p}rib)"/><path d="M300 206 C250 150 196 160 214 196 C226 220 270 212 300 206 Z M300 206 C350 150 404 160 386 196 C374 220 330 212 300 206 Z" fill="url(#${p}ribv)"/><circle cx="300" cy="204" r="14" fill="${GOLD}"/>${options.label === false ? '' : label(name, 146, 330, 120, 120)}`;
};

/** The house emblem: a gold eight-point star (nakshatra) inside a ring, with a drop of attar. */
export function emblem(cx: number, cy: number, radius: number, p: string, background = PLUM): string {
  const r = radius;
  return `<defs>${goldGradient(`${p}em`)}</defs><circle cx="${cx}" cy="${cy}" r="${r}" fill="${background}"/><circle cx="${cx}" cy="${cy}" r="${fmt(r * 0.88)}" fill="none" stroke="url(#${p}em)" stroke-width="${fmt(r * 0.06)}"/><polygon points="${starPoints(cx, cy, 8, r * 0.72, r * 0.32)}" fill="url(#${p}em)"/><path d="M${cx} ${fmt(cy - r * 0.26)} C${fmt(cx + r * 0.16)} ${fmt(cy - r * 0.02)} ${fmt(cx + r * 0.16)} ${fmt(cy + r * 0.2)} ${cx} ${fmt(cy + r * 0.22)} C${fmt(cx - r * 0.16)} ${fmt(cy + r * 0.2)} ${fmt(cx - r * 0.16)} ${fmt(cy - r * 0.02)} ${cx} ${fmt(cy - r * 0.26)} Z" fill="${background === PLUM ? PLUM_SOFT : IVORY}"/>`;
}

export const MOTIFS = { bottle, gem, mala, yantra, incense, giftset } as const;
export type MotifKind = keyof typeof MOTIFS;

/** Which drawing fits a category or banner name, by the words in it. */
export function motifForName(name: string): MotifKind {
  if (/gem|stone|ratna|ruby|emerald|sapphire|pearl|coral|neelam|pukhraj|manik|panna/.test(name)) return 'gem';
  if (/rudraksha|mala|japa|bead/.test(name)) return 'mala';
  if (/yantra|puja|pooja/.test(name)) return 'yantra';
  if (/incense|agarbatti|dhoop|bakhoor|bakhoor/.test(name)) return 'incense';
  if (/gift|set|combo|hamper|box/.test(name)) return 'giftset';
  return 'bottle';
}
