import type { ProductInput } from '../../features/catalogue/product-writer';
import { DEMO_KEY, DEMO_SKUS, resolveDemoKey } from './demo-ids';

const DAY = 24 * 60 * 60 * 1000;
/** Demo dates count back from a fixed day, so "Newest Arrivals" is the same on every machine. */
const EPOCH = Date.UTC(2026, 10, 1);
const daysAgo = (days: number) => new Date(EPOCH - days * DAY);
const rupees = (amount: number) => Math.round(amount * 100);

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

export const media = (kind: string, name: string) => `/api/media/${kind}/${slugify(name)}.svg`;

type Family = 'attar' | 'parfum' | 'toilette' | 'mist' | 'incense' | 'gem' | 'mala' | 'yantra';

const FAMILY: Record<
  Family,
  { kind: string; features: string[]; specs: (title: string) => [string, string][] }
> = {
  attar: {
    kind: 'bottle',
    features: [
      'Alcohol-free, traditional deg-bhapka distillation',
      'Long-lasting: 8 to 12 hours on skin',
      'Glass roll-on with gold cap',
    ],
    specs: () => [
      ['Type', 'Attar (perfume oil)'],
      ['Origin', 'Kannauj, Uttar Pradesh'],
      ['Alcohol', 'None'],
    ],
  },
  parfum: {
    kind: 'bottle',
    features: [
      'Eau de Parfum concentration, 18-20%',
      'Lasts 6 to 8 hours',
      'Made in India with French essences',
    ],
    specs: () => [
      ['Concentration', 'Eau de Parfum'],
      ['Made in', 'India'],
      ['Suitable for', 'Evening and occasions'],
    ],
  },
  toilette: {
    kind: 'bottle',
    features: ['Light Eau de Toilette for daily wear', 'Fresh on humid days', 'Fine mist spray'],
    specs: () => [
      ['Concentration', 'Eau de Toilette'],
      ['Made in', 'India'],
      ['Suitable for', 'Day wear'],
    ],
  },
  mist: {
    kind: 'bottle',
    features: ['Gentle, skin-safe formula', 'Spray on linen, skin or hair', 'Vegan and cruelty-free'],
    specs: () => [
      ['Type', 'Body and linen mist'],
      ['Made in', 'India'],
    ],
  },
  incense: {
    kind: 'incense',
    features: [
      'Hand-rolled with natural resins',
      'Charcoal-free, low smoke',
      'Burns about 45 minutes per stick',
    ],
    specs: () => [
      ['Type', 'Incense'],
      ['Made in', 'Bengaluru, Karnataka'],
    ],
  },
  gem: {
    kind: 'gem',
    features: [
      'Lab certificate included',
      'Natural and untreated',
      'Energised by our in-house astrologer on request',
    ],
    specs: () => [
      ['Certification', 'GIA-trained lab report'],
      ['Treatment', 'None'],
      ['Origin', 'Sri Lanka / India'],
    ],
  },
  mala: {
    kind: 'mala',
    features: [
      'Hand-knotted on durable cotton thread',
      'Beads checked one by one',
      'Comes in a velvet pouch',
    ],
    specs: () => [
      ['Beads', '108 + 1 guru bead'],
      ['Origin', 'Nepal and Haridwar'],
    ],
  },
  yantra: {
    kind: 'yantra',
    features: [
      'Precisely engraved geometry',
      'Energised with Vedic mantras',
      'Ready to place in your puja room',
    ],
    specs: () => [
      ['Material', 'Copper'],
      ['Size', '3 x 3 inches'],
    ],
  },
};

type SimpleSpec = {
  id?: string;
  sku: string;
  title: string;
  family: Family;
  categories: string[];
  mrp: number;
  sale?: number;
  stock: number;
  days: number;
  age: number;
  blurb: string;
  status?: 'Active' | 'Inactive' | 'Draft';
};

function describe(spec: {
  title: string;
  blurb: string;
  family: Family;
}): Pick<ProductInput, 'shortDescription' | 'description' | 'keyFeatures' | 'specifications'> {
  const family = FAMILY[spec.family];
  return {
    shortDescription: spec.blurb,
    description: `${spec.blurb} ${spec.title} is prepared in small batches and packed by hand in our Jaipur studio. Every order is checked before it leaves us, and arrives in protective, plastic-free packaging.`,
    keyFeatures: family.features,
    specifications: family.specs(spec.title).map(([label, value]) => ({ label, value })),
  };
}

function simple(spec: SimpleSpec, rank: number): ProductInput {
  const image = media(FAMILY[spec.family].kind, spec.title);
  return {
    ...(spec.id ? { id: spec.id } : {}),
    title: spec.title,
    image,
    gallery: [image, media(FAMILY[spec.family].kind, `${spec.title} detail`)],
    ...describe(spec),
    productType: 'Simple',
    status: spec.status ?? 'Active',
    originalPricePaise: rupees(spec.mrp),
    discountPricePaise: spec.sale === undefined ? null : rupees(spec.sale),
    stock: spec.stock,
    sku: spec.sku,
    categories: spec.categories,
    deliveryDays: spec.days,
    rank,
    createdAt: daysAgo(spec.age),
  };
}

const SIMPLE: SimpleSpec[] = [
  {
    id: DEMO_KEY.royalOud,
    sku: DEMO_SKUS.royalOud,
    title: 'Royal Oud Attar 12 ml',
    family: 'attar',
    categories: ['Perfume', 'Luxury', 'Oriental', 'Woody'],
    mrp: 2499,
    sale: 1999,
    stock: 25,
    days: 3,
    age: 40,
    blurb: 'Smoky Assamese oud softened with rose and saffron: our most loved attar.',
  },
  {
    id: DEMO_KEY.roseAttar,
    sku: 'NA-ATR-ROSE-6',
    title: 'Kannauj Rose Attar 6 ml',
    family: 'attar',
    categories: ['Perfume', 'Floral'],
    mrp: 899,
    sale: 749,
    stock: 40,
    days: 3,
    age: 55,
    blurb: 'Damask roses distilled over sandalwood oil, the classic gulab attar.',
  },
  {
    id: DEMO_KEY.sandalAttar,
    sku: 'NA-ATR-SNDL-10',
    title: 'Mysore Sandal Attar 10 ml',
    family: 'attar',
    categories: ['Perfume', 'Woody', 'Unisex'],
    mrp: 1499,
    sale: 1299,
    stock: 30,
    days: 4,
    age: 70,
    blurb: 'Creamy Mysore sandalwood, calm and warm, for every day.',
  },
  {
    id: DEMO_KEY.outOfStockSimple,
    sku: 'NA-EDP-SAFF-50',
    title: 'Saffron Dusk Eau de Parfum 50 ml',
    family: 'parfum',
    categories: ['Perfume', 'Eau de Parfum', 'Oriental', 'Luxury'],
    mrp: 4499,
    stock: 0,
    days: 5,
    age: 12,
    blurb: 'Kashmiri saffron, leather and amber for long winter evenings.',
  },
  {
    sku: 'NA-ATR-JSMN-6',
    title: 'Jasmine Sambac Attar 6 ml',
    family: 'attar',
    categories: ['Perfume', 'Floral'],
    mrp: 799,
    stock: 35,
    days: 3,
    age: 90,
    blurb: 'Night-blooming mogra, heady and bright.',
  },
  {
    sku: 'NA-EDT-KHUS-100',
    title: 'Vetiver Khus Eau de Toilette 100 ml',
    family: 'toilette',
    categories: ['Perfume', 'Eau de Toilette', 'Fresh', 'Woody'],
    mrp: 1199,
    sale: 999,
    stock: 18,
    days: 5,
    age: 20,
    blurb: 'Cooling khus roots, like a summer veranda after the first rain.',
  },
  {
    sku: 'NA-EDT-CITR-50',
    title: 'Citrus Monsoon Eau de Toilette 50 ml',
    family: 'toilette',
    categories: ['Perfume', 'Eau de Toilette', 'Fresh', 'Unisex'],
    mrp: 699,
    sale: 599,
    stock: 50,
    days: 4,
    age: 8,
    blurb: 'Kaffir lime, wet earth and green tea.',
  },
  {
    sku: 'NA-EDP-AMBR-50',
    title: 'Amber Nights Eau de Parfum 50 ml',
    family: 'parfum',
    categories: ['Perfume', 'Eau de Parfum', 'Oriental', 'Luxury'],
    mrp: 3299,
    sale: 2799,
    stock: 14,
    days: 5,
    age: 30,
    blurb: 'Golden amber, vanilla and a trail of benzoin.',
  },
  {
    sku: 'NA-MST-MOGR-150',
    title: 'Mogra Mist Body Spray 150 ml',
    family: 'mist',
    categories: ['Perfume', 'Floral', 'Fresh'],
    mrp: 349,
    sale: 299,
    stock: 60,
    days: 3,
    age: 15,
    blurb: 'A light veil of jasmine for hot afternoons.',
  },
  {
    sku: 'NA-ATR-MITT-10',
    title: 'Petrichor Mitti Attar 10 ml',
    family: 'attar',
    categories: ['Perfume', 'Woody', 'Unisex'],
    mrp: 1099,
    stock: 22,
    days: 4,
    age: 100,
    blurb: 'Baked clay distilled into oil: the smell of the first monsoon shower.',
  },
  {
    sku: 'NA-EDP-MUSK-50',
    title: 'Kasturi Musk Eau de Parfum 50 ml',
    family: 'parfum',
    categories: ['Perfume', 'Eau de Parfum', 'Oriental'],
    mrp: 1899,
    sale: 1599,
    stock: 20,
    days: 5,
    age: 45,
    blurb: 'Soft white musk with a heart of orris.',
  },
  {
    sku: 'NA-EDT-NERO-100',
    title: 'Sea Salt and Neroli Eau de Toilette 100 ml',
    family: 'toilette',
    categories: ['Perfume', 'Eau de Toilette', 'Fresh'],
    mrp: 1299,
    sale: 1099,
    stock: 16,
    days: 5,
    age: 5,
    blurb: 'Orange blossom and sea breeze from the Konkan coast.',
  },
  {
    sku: 'NA-EDP-TUBE-50',
    title: 'Rajnigandha Tuberose Eau de Parfum 50 ml',
    family: 'parfum',
    categories: ['Perfume', 'Eau de Parfum', 'Floral', 'Luxury'],
    mrp: 2699,
    sale: 2299,
    stock: 11,
    days: 5,
    age: 25,
    blurb: 'Creamy tuberose garlands, rich and elegant.',
  },
  {
    sku: 'NA-EXT-AGAR-30',
    title: 'Black Agarwood Extrait 30 ml',
    family: 'parfum',
    categories: ['Perfume', 'Luxury', 'Woody', 'Oriental'],
    mrp: 5999,
    sale: 5499,
    stock: 6,
    days: 6,
    age: 3,
    blurb: 'Our rarest oud, aged three years: deep, resinous, unforgettable.',
  },
  {
    sku: 'NA-COL-MINT-100',
    title: 'Green Tea and Mint Cologne 100 ml',
    family: 'toilette',
    categories: ['Perfume', 'Eau de Toilette', 'Fresh', 'Unisex'],
    mrp: 599,
    stock: 0,
    days: 4,
    age: 60,
    blurb: 'A brisk splash of mint and Darjeeling tea.',
  },
  {
    sku: 'NA-ATR-HINA-10',
    title: 'Hina Attar 10 ml',
    family: 'attar',
    categories: ['Perfume', 'Oriental'],
    mrp: 1299,
    sale: 1149,
    stock: 19,
    days: 4,
    age: 80,
    blurb: 'Henna, spices and herbs: the warm winter attar of old Lucknow.',
  },
  {
    sku: 'NA-MST-LAV-100',
    title: 'Lavender Calm Pillow Mist 100 ml',
    family: 'mist',
    categories: ['Floral', 'Fresh'],
    mrp: 399,
    sale: 349,
    stock: 45,
    days: 3,
    age: 18,
    blurb: 'Lavender and chamomile to settle the mind before sleep.',
  },
  {
    sku: 'NA-INC-CHMP-50',
    title: 'Champa Incense Sticks, pack of 50',
    family: 'incense',
    categories: ['Incense'],
    mrp: 149,
    stock: 120,
    days: 3,
    age: 110,
    blurb: 'Temple champa flowers and halmaddi resin.',
  },
  {
    sku: 'NA-INC-DHOOP-20',
    title: 'Sandalwood Dhoop Cones, pack of 20',
    family: 'incense',
    categories: ['Incense', 'Woody'],
    mrp: 189,
    sale: 159,
    stock: 90,
    days: 3,
    age: 65,
    blurb: 'Rich sandal smoke for evening aarti.',
  },
  {
    sku: 'NA-INC-ROSE-50',
    title: 'Rose Petal Incense Sticks, pack of 50',
    family: 'incense',
    categories: ['Incense', 'Floral'],
    mrp: 129,
    stock: 80,
    days: 3,
    age: 95,
    blurb: 'Gentle rose for meditation.',
  },
  {
    id: DEMO_KEY.camphor,
    sku: 'NA-INC-CMPH-100',
    title: 'Bhimseni Camphor Tablets 100 g',
    family: 'incense',
    categories: ['Incense'],
    mrp: 179,
    stock: 70,
    days: 3,
    age: 85,
    blurb: 'Pure bhimseni kapur for aarti and cleansing.',
  },
  {
    sku: 'NA-GEM-PUKH-525',
    title: 'Yellow Sapphire (Pukhraj) 5.25 ct',
    family: 'gem',
    categories: ['Gemstones'],
    mrp: 24999,
    sale: 21999,
    stock: 3,
    days: 7,
    age: 35,
    blurb: "Jupiter's stone, for wisdom and prosperity.",
  },
  {
    sku: 'NA-GEM-NEEL-425',
    title: 'Blue Sapphire (Neelam) 4.25 ct',
    family: 'gem',
    categories: ['Gemstones'],
    mrp: 32999,
    stock: 0,
    days: 7,
    age: 50,
    blurb: "Saturn's stone; wear only after a consultation.",
  },
  {
    sku: 'NA-GEM-MOON-6',
    title: 'Red Coral (Moonga) 6 ct',
    family: 'gem',
    categories: ['Gemstones'],
    mrp: 5499,
    sale: 4999,
    stock: 5,
    days: 6,
    age: 22,
    blurb: 'Italian red coral for courage and energy, ruled by Mars.',
  },
  {
    sku: 'NA-GEM-MOTI-5',
    title: 'South Sea Pearl (Moti) 5 ct',
    family: 'gem',
    categories: ['Gemstones'],
    mrp: 2999,
    sale: 2599,
    stock: 8,
    days: 6,
    age: 28,
    blurb: 'A calm, lustrous pearl for the Moon.',
  },
  {
    sku: 'NA-GEM-PANN-3',
    title: 'Emerald (Panna) 3 ct',
    family: 'gem',
    categories: ['Gemstones'],
    mrp: 18999,
    sale: 16999,
    stock: 2,
    days: 7,
    age: 10,
    blurb: 'Colombian emerald for Mercury: clarity and speech.',
  },
  {
    id: DEMO_KEY.rudrakshaMala,
    sku: 'NA-MAL-RUD5-108',
    title: 'Five Mukhi Rudraksha Mala',
    family: 'mala',
    categories: ['Rudraksha & Malas'],
    mrp: 999,
    sale: 799,
    stock: 40,
    days: 4,
    age: 42,
    blurb: '108 five-faced rudraksha beads from Nepal for japa.',
  },
  {
    sku: 'NA-MAL-RUDB',
    title: 'Rudraksha Bracelet',
    family: 'mala',
    categories: ['Rudraksha & Malas', 'Unisex'],
    mrp: 499,
    sale: 399,
    stock: 55,
    days: 4,
    age: 14,
    blurb: 'Everyday rudraksha on an elastic cord.',
  },
  {
    sku: 'NA-MAL-SPHT-108',
    title: 'Sphatik Crystal Mala',
    family: 'mala',
    categories: ['Rudraksha & Malas'],
    mrp: 1299,
    stock: 15,
    days: 5,
    age: 75,
    blurb: 'Clear quartz beads for Lakshmi mantras.',
  },
  {
    sku: 'NA-MAL-TULS-108',
    title: 'Tulsi Kanthi Mala',
    family: 'mala',
    categories: ['Rudraksha & Malas'],
    mrp: 249,
    sale: 199,
    stock: 65,
    days: 3,
    age: 120,
    blurb: 'Sacred basil beads from Vrindavan.',
  },
  {
    sku: 'NA-YAN-SHRI-3',
    title: 'Shri Yantra, Copper, 3 inch',
    family: 'yantra',
    categories: ['Yantras'],
    mrp: 699,
    sale: 599,
    stock: 30,
    days: 4,
    age: 33,
    blurb: 'The yantra of abundance, engraved on pure copper.',
  },
  {
    sku: 'NA-YAN-KUBR-3',
    title: 'Kuber Yantra, Brass, 3 inch',
    family: 'yantra',
    categories: ['Yantras'],
    mrp: 899,
    stock: 24,
    days: 4,
    age: 58,
    blurb: 'For wealth and a steady income.',
  },
  {
    id: DEMO_KEY.navgrahaYantra,
    sku: 'NA-YAN-NAVG-3',
    title: 'Navgraha Yantra, Copper, 3 inch',
    family: 'yantra',
    categories: ['Yantras'],
    mrp: 1199,
    sale: 999,
    stock: 20,
    days: 4,
    age: 27,
    blurb: 'Balances the nine planets in one yantra.',
  },
  {
    sku: 'NA-YAN-GOMT-11',
    title: 'Gomti Chakra, set of 11',
    family: 'yantra',
    categories: ['Yantras'],
    mrp: 199,
    sale: 179,
    stock: 100,
    days: 3,
    age: 105,
    blurb: 'Natural Gomti chakras for prosperity rituals.',
  },
  // Never shown: inactive and draft products.
  {
    id: DEMO_KEY.inactive,
    sku: 'NA-OLD-MUSK',
    title: 'Discontinued White Musk Oil',
    family: 'attar',
    categories: ['Perfume'],
    mrp: 499,
    stock: 10,
    days: 3,
    age: 300,
    blurb: 'No longer made.',
    status: 'Inactive',
  },
  {
    sku: 'NA-DRAFT-LOTS',
    title: 'Lotus Attar (coming soon)',
    family: 'attar',
    categories: ['Perfume', 'Floral'],
    mrp: 999,
    stock: 0,
    days: 3,
    age: 1,
    blurb: 'Still in the lab.',
    status: 'Draft',
  },
  {
    sku: 'NA-OLD-VETV',
    title: 'Old Vetiver Eau de Toilette',
    family: 'toilette',
    categories: ['Eau de Toilette'],
    mrp: 899,
    stock: 5,
    days: 3,
    age: 400,
    blurb: 'Replaced by Vetiver Khus.',
    status: 'Inactive',
  },
];

const colour = (id: string, name: string, hex: string) => ({ id, name, color: hex });
const swatch = (id: string, name: string) => ({ id, name, image: `/api/media/swatch/${slugify(name)}.svg` });

function variable(rank: number): ProductInput[] {
  const signature: ProductInput = {
    id: DEMO_KEY.variableAttar,
    title: 'Signature Attar Collection',
    image: media('bottle', 'Signature Attar Collection'),
    gallery: [media('bottle', 'Signature Attar Collection'), media('bottle', 'Signature Attar wooden')],
    ...describe({
      title: 'Signature Attar Collection',
      family: 'attar',
      blurb: 'Our house blend of oud, rose and sandal, in the size and bottle you prefer.',
    }),
    productType: 'Variable Product',
    originalPricePaise: rupees(1599),
    discountPricePaise: rupees(1299),
    sku: 'NA-SIG',
    categories: ['Perfume', 'Luxury', 'Unisex', 'Woody'],
    deliveryDays: 4,
    rank: rank,
    createdAt: daysAgo(6),
    attributes: [
      {
        name: 'Size',
        slug: 'size',
        selectedTerms: [
          { id: 'size-6', name: '6 ml' },
          { id: 'size-12', name: '12 ml' },
        ],
      },
      {
        name: 'Bottle',
        slug: 'other',
        selectedTerms: [swatch('bottle-crystal', 'Crystal'), swatch('bottle-wooden', 'Wooden')],
      },
    ],
    variations: [
      {
        sku: DEMO_SKUS.variableAttarSmallCrystal,
        pricePaise: rupees(999),
        salePricePaise: rupees(849),
        stock: 20,
        imageUrl: media('bottle', 'Signature 6 ml crystal'),
        attributes: { Size: '6 ml', Bottle: 'Crystal' },
      },
      {
        sku: 'NA-SIG-6-WOD',
        pricePaise: rupees(1199),
        salePricePaise: null,
        stock: 12,
        imageUrl: media('bottle', 'Signature 6 ml wooden'),
        attributes: { Size: '6 ml', Bottle: 'Wooden' },
      },
      {
        sku: 'NA-SIG-12-CRY',
        pricePaise: rupees(1599),
        salePricePaise: rupees(1399),
        stock: 9,
        imageUrl: media('bottle', 'Signature 12 ml crystal'),
        attributes: { Size: '12 ml', Bottle: 'Crystal' },
      },
      {
        sku: DEMO_SKUS.variableAttarLargeWood,
        pricePaise: rupees(1799),
        salePricePaise: rupees(1599),
        stock: 0,
        imageUrl: media('bottle', 'Signature 12 ml wooden'),
        attributes: { Size: '12 ml', Bottle: 'Wooden' },
      },
    ],
  };
  const bracelet: ProductInput = {
    id: DEMO_KEY.variableBracelet,
    title: 'Healing Crystal Bracelet',
    image: media('gem', 'Healing Crystal Bracelet'),
    ...describe({
      title: 'Healing Crystal Bracelet',
      family: 'gem',
      blurb: 'Natural crystal beads on a stretch cord; choose your bead size and stone colour.',
    }),
    productType: 'Variable Product',
    originalPricePaise: rupees(699),
    discountPricePaise: null,
    sku: 'NA-RQB',
    categories: ['Gemstones', 'Unisex'],
    deliveryDays: 4,
    rank: rank + 1,
    createdAt: daysAgo(4),
    attributes: [
      {
        name: 'Bead Size',
        slug: 'bead-size',
        selectedTerms: [
          { id: 'bead-6', name: '6 mm' },
          { id: 'bead-8', name: '8 mm' },
        ],
      },
      {
        name: 'Colour',
        slug: 'color',
        selectedTerms: [
          colour('rose', 'Rose Pink', '#e8a5b8'),
          colour('amethyst', 'Amethyst', '#8e6bb8'),
          colour('tiger', 'Tiger Eye', '#b07a2a'),
        ],
      },
    ],
    variations: [
      {
        sku: DEMO_SKUS.braceletSmallPink,
        pricePaise: rupees(499),
        salePricePaise: rupees(399),
        stock: 25,
        imageUrl: media('gem', 'Bracelet rose pink'),
        attributes: { 'Bead Size': '6 mm', Colour: 'Rose Pink' },
      },
      {
        sku: 'NA-RQB-8-PNK',
        pricePaise: rupees(599),
        salePricePaise: null,
        stock: 14,
        imageUrl: media('gem', 'Bracelet rose pink large'),
        attributes: { 'Bead Size': '8 mm', Colour: 'Rose Pink' },
      },
      {
        sku: 'NA-RQB-6-AME',
        pricePaise: rupees(549),
        salePricePaise: rupees(449),
        stock: 10,
        imageUrl: media('gem', 'Bracelet amethyst'),
        attributes: { 'Bead Size': '6 mm', Colour: 'Amethyst' },
      },
      {
        sku: 'NA-RQB-8-AME',
        pricePaise: rupees(649),
        salePricePaise: null,
        stock: 0,
        imageUrl: media('gem', 'Bracelet amethyst large'),
        attributes: { 'Bead Size': '8 mm', Colour: 'Amethyst' },
      },
      {
        sku: 'NA-RQB-6-TGR',
        pricePaise: rupees(499),
        salePricePaise: null,
        stock: 7,
        imageUrl: media('gem', 'Bracelet tiger eye'),
        attributes: { 'Bead Size': '6 mm', Colour: 'Tiger Eye' },
      },
      {
        sku: 'NA-RQB-8-TGR',
        pricePaise: rupees(699),
        salePricePaise: rupees(599),
        stock: 5,
        imageUrl: media('gem', 'Bracelet tiger eye large'),
        attributes: { 'Bead Size': '8 mm', Colour: 'Tiger Eye' },
      },
    ],
  };
  const oudwood: ProductInput = {
    title: 'Oud Wood Eau de Parfum',
    image: media('bottle', 'Oud Wood Eau de Parfum'),
    ...describe({
      title: 'Oud Wood Eau de Parfum',
      family: 'parfum',
      blurb: 'Dry oud, cardamom and vetiver in three sizes.',
    }),
    productType: 'Variable Product',
    originalPricePaise: rupees(3499),
    sku: 'NA-OWD',
    categories: ['Perfume', 'Eau de Parfum', 'Woody', 'Luxury'],
    deliveryDays: 5,
    rank: rank + 2,
    createdAt: daysAgo(2),
    attributes: [
      {
        name: 'Size',
        slug: 'size',
        selectedTerms: [
          { id: 'owd-30', name: '30 ml' },
          { id: 'owd-50', name: '50 ml' },
          { id: 'owd-100', name: '100 ml' },
        ],
      },
    ],
    variations: [
      {
        sku: 'NA-OWD-30',
        pricePaise: rupees(1499),
        salePricePaise: rupees(1299),
        stock: 15,
        imageUrl: media('bottle', 'Oud Wood 30 ml'),
        attributes: { Size: '30 ml' },
      },
      {
        sku: 'NA-OWD-50',
        pricePaise: rupees(2299),
        salePricePaise: null,
        stock: 9,
        imageUrl: media('bottle', 'Oud Wood 50 ml'),
        attributes: { Size: '50 ml' },
      },
      {
        sku: 'NA-OWD-100',
        pricePaise: rupees(3499),
        salePricePaise: rupees(2999),
        stock: 0,
        imageUrl: media('bottle', 'Oud Wood 100 ml'),
        attributes: { Size: '100 ml' },
      },
    ],
  };
  const evilEye: ProductInput = {
    title: 'Evil Eye Protection Bracelet',
    image: media('mala', 'Evil Eye Protection Bracelet'),
    ...describe({
      title: 'Evil Eye Protection Bracelet',
      family: 'mala',
      blurb: 'Hand-painted nazar beads to keep negativity away.',
    }),
    productType: 'Variable Product',
    originalPricePaise: rupees(299),
    sku: 'NA-EVL',
    categories: ['Rudraksha & Malas', 'Unisex'],
    deliveryDays: 3,
    rank: rank + 3,
    createdAt: daysAgo(9),
    attributes: [
      {
        name: 'Colour',
        slug: 'color',
        selectedTerms: [
          colour('evl-blue', 'Blue', '#2f5fa8'),
          colour('evl-black', 'Black', '#1f1f1f'),
          colour('evl-red', 'Red', '#b3262e'),
        ],
      },
    ],
    variations: [
      {
        sku: 'NA-EVL-BLU',
        pricePaise: rupees(299),
        salePricePaise: rupees(249),
        stock: 40,
        imageUrl: media('mala', 'Evil eye blue'),
        attributes: { Colour: 'Blue' },
      },
      {
        sku: 'NA-EVL-BLK',
        pricePaise: rupees(299),
        salePricePaise: null,
        stock: 30,
        imageUrl: media('mala', 'Evil eye black'),
        attributes: { Colour: 'Black' },
      },
      {
        sku: 'NA-EVL-RED',
        pricePaise: rupees(329),
        salePricePaise: null,
        stock: 0,
        imageUrl: media('mala', 'Evil eye red'),
        attributes: { Colour: 'Red' },
      },
    ],
  };
  const vials: ProductInput = {
    title: 'Perfume Discovery Vials',
    image: media('giftset', 'Perfume Discovery Vials'),
    ...describe({
      title: 'Perfume Discovery Vials',
      family: 'attar',
      blurb: 'Five 2 ml vials of one scent family: try before you choose a full bottle.',
    }),
    productType: 'Variable Product',
    originalPricePaise: rupees(449),
    sku: 'NA-VIAL',
    categories: ['Perfume', 'Unisex'],
    deliveryDays: 3,
    rank: rank + 4,
    createdAt: daysAgo(1),
    attributes: [
      {
        name: 'Scent Family',
        slug: 'other',
        selectedTerms: [
          swatch('vial-woody', 'Woody'),
          swatch('vial-floral', 'Floral'),
          swatch('vial-fresh', 'Fresh'),
        ],
      },
    ],
    variations: [
      {
        sku: 'NA-VIAL-WOD',
        pricePaise: rupees(449),
        salePricePaise: rupees(399),
        stock: 25,
        imageUrl: media('giftset', 'Vials woody'),
        attributes: { 'Scent Family': 'Woody' },
      },
      {
        sku: 'NA-VIAL-FLR',
        pricePaise: rupees(449),
        salePricePaise: rupees(399),
        stock: 25,
        imageUrl: media('giftset', 'Vials floral'),
        attributes: { 'Scent Family': 'Floral' },
      },
      {
        sku: 'NA-VIAL-FRS',
        pricePaise: rupees(449),
        salePricePaise: null,
        stock: 18,
        imageUrl: media('giftset', 'Vials fresh'),
        attributes: { 'Scent Family': 'Fresh' },
      },
    ],
  };
  return [signature, bracelet, oudwood, evilEye, vials];
}

const item = (productId: string | null, title: string, kind: string) => ({
  product_id: productId,
  title,
  image: media(kind, title),
});

function grouped(rank: number): ProductInput[] {
  return [
    {
      id: DEMO_KEY.groupedGiftBox,
      title: 'Attar Trio Gift Box',
      image: media('giftset', 'Attar Trio Gift Box'),
      ...describe({
        title: 'Attar Trio Gift Box',
        family: 'attar',
        blurb: 'Royal Oud, Kannauj Rose and Mysore Sandal in a hand-made wooden box.',
      }),
      productType: 'Grouped Product',
      originalPricePaise: rupees(4799),
      discountPricePaise: rupees(3999),
      stock: 12,
      sku: 'NA-GFT-TRIO',
      categories: ['Perfume', 'Luxury'],
      deliveryDays: 5,
      rank,
      createdAt: daysAgo(11),
      groupedItems: [
        item(DEMO_KEY.royalOud, 'Royal Oud Attar 12 ml', 'bottle'),
        item(DEMO_KEY.roseAttar, 'Kannauj Rose Attar 6 ml', 'bottle'),
        item(DEMO_KEY.sandalAttar, 'Mysore Sandal Attar 10 ml', 'bottle'),
      ],
    },
    {
      id: DEMO_KEY.groupedShantiKit,
      title: 'Graha Shanti Puja Kit',
      image: media('giftset', 'Graha Shanti Puja Kit'),
      ...describe({
        title: 'Graha Shanti Puja Kit',
        family: 'yantra',
        blurb: 'Everything for a Navgraha shanti puja at home, chosen by our astrologer.',
      }),
      productType: 'Grouped Product',
      originalPricePaise: rupees(2499),
      discountPricePaise: rupees(1999),
      stock: 9,
      sku: 'NA-GFT-SHANTI',
      categories: ['Yantras', 'Rudraksha & Malas'],
      deliveryDays: 5,
      rank: rank + 1,
      createdAt: daysAgo(16),
      groupedItems: [
        item(DEMO_KEY.navgrahaYantra, 'Navgraha Yantra, Copper, 3 inch', 'yantra'),
        item(DEMO_KEY.rudrakshaMala, 'Five Mukhi Rudraksha Mala', 'mala'),
        item(DEMO_KEY.camphor, 'Bhimseni Camphor Tablets 100 g', 'incense'),
      ],
    },
    {
      title: 'Festive Fragrance Hamper',
      image: media('giftset', 'Festive Fragrance Hamper'),
      ...describe({
        title: 'Festive Fragrance Hamper',
        family: 'parfum',
        blurb: 'A Diwali hamper of attar, incense and a brass diya.',
      }),
      productType: 'Grouped Product',
      originalPricePaise: rupees(1999),
      stock: 20,
      sku: 'NA-GFT-FEST',
      categories: ['Perfume', 'Incense'],
      deliveryDays: 6,
      rank: rank + 2,
      createdAt: daysAgo(7),
      groupedItems: [
        item(DEMO_KEY.roseAttar, 'Kannauj Rose Attar 6 ml', 'bottle'),
        item(null, 'Champa Incense Sticks', 'incense'),
        item(null, 'Hand-beaten Brass Diya', 'giftset'),
      ],
    },
  ];
}

/**
 * HSN code and GST rate by the demo product's main category: perfumes, attars and mists
 * 3303 at 18%, incense sticks 3307 at 5%, gemstones 7103 and rudraksha malas 7117 at 3%,
 * copper yantras 7419 at 18%.
 */
function demoTax(categories: string[]): { hsnCode: string; gstRate: number } {
  if (categories.includes('Gemstones')) return { hsnCode: '7103', gstRate: 3 };
  if (categories.includes('Rudraksha & Malas')) return { hsnCode: '7117', gstRate: 3 };
  if (categories.includes('Yantras')) return { hsnCode: '7419', gstRate: 18 };
  if (categories.includes('Incense') && !categories.includes('Perfume'))
    return { hsnCode: '3307', gstRate: 5 };
  return { hsnCode: '3303', gstRate: 18 };
}

/** The demo catalogue: 44 products, of which 3 are never shown (inactive or draft). */
export function demoProducts(shopId: string): ProductInput[] {
  const simples = SIMPLE.map((spec, index) => simple(spec, (index + 1) * 10));
  return [...simples, ...variable(5), ...grouped(15)].map((product) => ({
    ...product,
    ...demoTax(product.categories),
    ...(product.id ? { id: resolveDemoKey(shopId, product.id) } : {}),
    groupedItems: product.groupedItems?.map((entry) => ({
      ...entry,
      product_id: entry.product_id === null ? null : resolveDemoKey(shopId, entry.product_id),
    })),
  }));
}

export const DEMO_CATEGORIES: { name: string; description: string; status?: string }[] = [
  { name: 'Perfume', description: 'Attars, perfumes and mists' },
  { name: 'Eau de Parfum', description: 'Rich and long-lasting' },
  { name: 'Eau de Toilette', description: 'Light, for every day' },
  { name: 'Luxury', description: 'Rare oils and gift boxes' },
  { name: 'Unisex', description: 'For everyone' },
  { name: 'Woody', description: 'Oud, sandal, vetiver' },
  { name: 'Floral', description: 'Rose, jasmine, tuberose' },
  { name: 'Fresh', description: 'Citrus, green, aquatic' },
  { name: 'Oriental', description: 'Amber, musk, spice' },
  { name: 'Gemstones', description: 'Certified navratna stones' },
  { name: 'Rudraksha & Malas', description: 'Japa malas and bracelets' },
  { name: 'Yantras', description: 'Energised copper and brass yantras' },
  { name: 'Incense', description: 'Agarbatti, dhoop and camphor' },
  { name: 'Candles', description: 'Coming soon', status: 'Inactive' },
];
