import { emblem, MOTIFS, type MotifKind, motifForName, starPoints } from './motifs';
import {
  GOLD,
  GOLD_DARK,
  GOLD_LIGHT,
  hashName,
  hsl,
  hueFor,
  IVORY,
  PLUM,
  PLUM_DEEP,
  seededRandom,
} from './palette';

/**
 * Generated shop images. Every picture has a fixed size so grids never jump:
 * product kinds and categories are square (600 x 600), banners and offers wide (1200 x 600),
 * swatches (attribute term images) 120 x 120, the logo 480 x 120, the icon 64 x 64.
 */
const MEDIA_SIZES = {
  product: { width: 600, height: 600 },
  category: { width: 600, height: 600 },
  banner: { width: 1200, height: 600 },
  offer: { width: 1200, height: 600 },
  swatch: { width: 120, height: 120 },
  logo: { width: 480, height: 120 },
  icon: { width: 64, height: 64 },
} as const;

/** Lower-case words, digits and single dashes; bounded so a path cannot grow without end. */
const MEDIA_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MEDIA_NAME_MAX = 64;

const PRODUCT_KINDS = Object.keys(MOTIFS) as MotifKind[];
export const MEDIA_KINDS = [...PRODUCT_KINDS, 'category', 'banner', 'offer', 'swatch'] as const;

function svg(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}"><title>${title}</title>${body}</svg>`;
}

function tile(hue: number, width: number, height: number): string {
  return `<defs><linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 45, 96)}"/><stop offset="1" stop-color="${hsl(hue, 32, 86)}"/></linearGradient><radialGradient id="glow" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#tile)"/><circle cx="${width / 2}" cy="${height * 0.46}" r="${Math.min(width, height) * 0.42}" fill="url(#glow)"/>`;
}

function starField(seed: number, width: number, height: number, count: number, avoidRight = false): string {
  const random = seededRandom(seed);
  const stars: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = random() * width * (avoidRight ? 0.6 : 1);
    const y = random() * height;
    const size = 1.5 + random() * 4;
    const opacity = (0.25 + random() * 0.6).toFixed(2);
    stars.push(
      size > 4.5
        ? `<polygon points="${starPoints(Math.round(x), Math.round(y), 4, size * 2, size / 2)}" fill="${GOLD_LIGHT}" opacity="${opacity}"/>`
        : `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${size.toFixed(1)}" fill="${IVORY}" opacity="${opacity}"/>`,
    );
  }
  return stars.join('');
}

function placed(kind: MotifKind, name: string, p: string, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${MOTIFS[kind](name, p, { label: kind === 'bottle' })}</g>`;
}

function renderProduct(kind: MotifKind, name: string): string {
  const { width, height } = MEDIA_SIZES.product;
  return svg(width, height, `${tile(hueFor(name), width, height)}${MOTIFS[kind](name, 'm')}`, name);
}

function renderCategory(name: string): string {
  const { width, height } = MEDIA_SIZES.category;
  const hue = hueFor(name);
  const kind = motifForName(name);
  const medallion = `<circle cx="300" cy="300" r="236" fill="${PLUM}"/><circle cx="300" cy="300" r="222" fill="none" stroke="${GOLD}" stroke-width="3"/><circle cx="300" cy="300" r="212" fill="${hsl(hue, 35, 93)}"/>`;
  return svg(
    width,
    height,
    `${tile(hue, width, height)}${medallion}${placed(kind, name, 'c', 99, 99, 0.67)}`,
    name,
  );
}

function renderBanner(name: string): string {
  const { width, height } = MEDIA_SIZES.banner;
  const hue = hueFor(name);
  const kind = motifForName(name);
  const background = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${PLUM_DEEP}"/><stop offset="0.55" stop-color="${PLUM}"/><stop offset="1" stop-color="${hsl(hue, 38, 24)}"/></linearGradient><radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${hsl(hue, 60, 62)}" stop-opacity="0.45"/><stop offset="1" stop-color="${hsl(hue, 60, 62)}" stop-opacity="0"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/><circle cx="880" cy="300" r="340" fill="url(#halo)"/><g fill="none" stroke="${GOLD}" stroke-opacity="0.35"><circle cx="880" cy="300" r="250" stroke-width="1.5"/><circle cx="880" cy="300" r="268" stroke-width="0.8"/></g>${starField(hashName(name), width, height, 46, true)}<rect x="60" y="470" width="120" height="3" fill="${GOLD}"/>`;
  // A trio for bottles (three labelled names), a single larger piece for the other goods.
  const items =
    kind === 'bottle'
      ? `${placed('bottle', `${name}-noir`, 'b1', 495, 190, 0.55)}${placed('bottle', `${name}-rose`, 'b3', 935, 190, 0.55)}${placed('bottle', name, 'b2', 640, 70, 0.8)}`
      : placed(kind, name, 'b1', 640, 60, 0.8);
  return svg(width, height, `${background}${items}`, name);
}

function renderOffer(name: string): string {
  const { width, height } = MEDIA_SIZES.offer;
  const hue = hueFor(name);
  const kind = motifForName(name);
  const background = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 50, 94)}"/><stop offset="1" stop-color="${hsl(hue, 38, 80)}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/><circle cx="1040" cy="90" r="240" fill="${hsl(hue, 40, 72)}" opacity="0.35"/><circle cx="140" cy="560" r="200" fill="${hsl(hue, 40, 72)}" opacity="0.25"/><polygon points="${starPoints(200, 190, 16, 120, 100)}" fill="${GOLD}"/><circle cx="200" cy="190" r="92" fill="none" stroke="${IVORY}" stroke-width="3"/><polygon points="${starPoints(200, 190, 4, 54, 14)}" fill="${IVORY}"/><rect x="90" y="400" width="420" height="4" fill="${GOLD_DARK}" opacity="0.6"/>`;
  return svg(width, height, `${background}${placed(kind, name, 'o', 650, 40, 0.86)}`, name);
}

const SWATCHES: [RegExp, [string, string]][] = [
  [/rose-gold/, ['#f2c4b0', '#b7745e']],
  [/gold|brass/, [GOLD_LIGHT, GOLD_DARK]],
  [/silver|chrome/, ['#f4f5f8', '#8d939e']],
  [/copper/, ['#eaa77a', '#8a4a22']],
  [/wood|sheesham|sandal/, ['#c8955c', '#6b4222']],
  [/black|noir|onyx/, ['#4a4048', '#141014']],
  [/crystal|clear|glass/, ['#ffffff', '#c9d3de']],
  [/velvet|maroon/, ['#a33a52', '#4e0f20']],
];

function renderSwatch(name: string): string {
  const { width, height } = MEDIA_SIZES.swatch;
  const hue = hueFor(name);
  const [light, dark] = SWATCHES.find(([pattern]) => pattern.test(name))?.[1] ?? [
    hsl(hue, 45, 75),
    hsl(hue, 50, 35),
  ];
  return svg(
    width,
    height,
    `<defs><radialGradient id="sw" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs><rect width="120" height="120" fill="${IVORY}"/><circle cx="60" cy="60" r="50" fill="url(#sw)" stroke="${GOLD}" stroke-width="3"/><ellipse cx="44" cy="40" rx="14" ry="8" fill="#fff" opacity="0.35" transform="rotate(-30 44 40)"/>`,
    name,
  );
}

function renderLogo(): string {
  const { width, height } = MEDIA_SIZES.logo;
  return svg(
    width,
    height,
    `${emblem(60, 60, 48, 'l')}<text x="124" y="62" font-family="'Playfair Display','Cormorant Garamond',Georgia,serif" font-size="40" fill="${GOLD}" letter-spacing="1">Nakshatra</text><text x="127" y="92" font-family="Inter,'DM Sans',Arial,sans-serif" font-size="14" fill="${GOLD}" letter-spacing="4.5">ATTARS · JAIPUR</text>`,
    'Nakshatra Attars',
  );
}

function renderIcon(): string {
  const { width, height } = MEDIA_SIZES.icon;
  return svg(
    width,
    height,
    `<rect width="64" height="64" rx="14" fill="${PLUM}"/>${emblem(32, 32, 28, 'i')}`,
    'Nakshatra Attars',
  );
}

/**
 * The SVG for one media address, or null when the kind or the name is not one we draw.
 * `name` is the file name without `.svg`.
 */
export function renderMedia(kind: string | null, name: string): string | null {
  if (kind === null) {
    if (name === 'logo') return renderLogo();
    if (name === 'icon') return renderIcon();
    return null;
  }
  if (name.length === 0 || name.length > MEDIA_NAME_MAX || !MEDIA_NAME.test(name)) return null;
  if ((PRODUCT_KINDS as string[]).includes(kind)) return renderProduct(kind as MotifKind, name);
  switch (kind) {
    case 'category':
      return renderCategory(name);
    case 'banner':
      return renderBanner(name);
    case 'offer':
      return renderOffer(name);
    case 'swatch':
      return renderSwatch(name);
    default:
      return null;
  }
}
