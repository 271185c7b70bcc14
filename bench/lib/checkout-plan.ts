// What the checkout benchmark buys: its products (some with stock to spare, some contended)
// and, per buyer, the cart lines and the popup's outcome. Pure and seeded, so one seed gives
// the same plan on every run and database.

export type PlanOptions = {
  /** Measured buyers. */
  buyers: number;
  /** Buyers run before the measured ones (plentiful products only, always paid). */
  warmupBuyers: number;
  /** Share of measured buyers who also put a contended product in the cart. */
  contendedShare: number;
  /** Share of measured buyers who choose "failure" in the simulator popup. */
  failShare: number;
  seed: number;
};

/** A simple product, or one variation of a variable product (`variationOf` names its product). */
export type PlanItem = {
  key: string;
  sku: string;
  title: string;
  stock: number;
  contended: boolean;
  /** Index into `products` of the variable product this variation belongs to. */
  variationOf?: number;
};

export type PlanProduct = {
  title: string;
  sku: string;
  variable: boolean;
  pricePaise: number;
  /** Simple: its item; variable: its variations' items, in order. */
  items: number[];
};

export type PlanBuyer = {
  lines: { item: number; quantity: number }[];
  pay: 'success' | 'failure';
  warmup: boolean;
};

export type Plan = { products: PlanProduct[]; items: PlanItem[]; buyers: PlanBuyer[] };

export const SKU_PREFIX = 'BENCH-CO';
const PLENTIFUL_SIMPLE = 12;
const CONTENDED_SIMPLE = 3;
const VARIABLE = 2;
const VARIATIONS = ['6 ml', '12 ml', '24 ml'];

/** mulberry32: small, fast and good enough to spread buyers over products. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function buildPlan(options: PlanOptions): Plan {
  const next = random(options.seed);
  const pick = (n: number) => Math.floor(next() * n);
  const everyone = options.buyers + options.warmupBuyers;
  // A buyer takes at most 3 units of a plentiful item, so this much never runs out.
  const plenty = everyone * 3 + 10;
  const products: PlanProduct[] = [];
  const items: PlanItem[] = [];

  const simple = (index: number, contended: boolean) => {
    const sku = `${SKU_PREFIX}-${contended ? 'LAST' : 'S'}-${String(index + 1).padStart(2, '0')}`;
    const title = contended ? `Bench Last Units Attar ${index + 1}` : `Bench Checkout Attar ${index + 1}`;
    items.push({ key: sku, sku, title, stock: contended ? 0 : plenty, contended });
    products.push({
      title,
      sku,
      variable: false,
      pricePaise: 30_000 + ((index * 17_300) % 170_000),
      items: [items.length - 1],
    });
  };
  for (let i = 0; i < PLENTIFUL_SIMPLE; i++) simple(i, false);
  for (let i = 0; i < CONTENDED_SIMPLE; i++) simple(i, true);
  for (let i = 0; i < VARIABLE; i++) {
    const sku = `${SKU_PREFIX}-V-${i + 1}`;
    const title = `Bench Checkout Mist ${i + 1}`;
    const product: PlanProduct = { title, sku, variable: true, pricePaise: 45_000 + i * 20_000, items: [] };
    products.push(product);
    VARIATIONS.forEach((size, v) => {
      // the largest size of each is the contended one
      const contended = v === VARIATIONS.length - 1;
      items.push({
        key: `${sku}-${v + 1}`,
        sku: `${sku}-${v + 1}`,
        title: `${title} ${size}`,
        stock: contended ? 0 : plenty,
        contended,
        variationOf: products.length - 1,
      });
      product.items.push(items.length - 1);
    });
  }

  const plentiful = items.flatMap((item, index) => (item.contended ? [] : [index]));
  const contended = items.flatMap((item, index) => (item.contended ? [index] : []));
  const demand = new Map<number, number>();
  const buyers: PlanBuyer[] = [];
  for (let i = 0; i < everyone; i++) {
    const warmup = i < options.warmupBuyers;
    const lines = [{ item: plentiful[pick(plentiful.length)] as number, quantity: 1 + pick(3) }];
    if (!warmup && next() < options.contendedShare) {
      const item = contended[pick(contended.length)] as number;
      const quantity = 1 + pick(2);
      lines.push({ item, quantity });
      demand.set(item, (demand.get(item) ?? 0) + quantity);
    }
    buyers.push({ lines, pay: !warmup && next() < options.failShare ? 'failure' : 'success', warmup });
  }
  // Contended items hold about half of what their buyers want: the last units are fought over.
  for (const index of contended) {
    const item = items[index] as PlanItem;
    item.stock = Math.max(1, Math.floor((demand.get(index) ?? 0) / 2));
  }
  return { products, items, buyers };
}
