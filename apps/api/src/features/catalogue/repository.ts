import {
  isUuid,
  PAGE_SIZE,
  PRICE_BANDS,
  type ProductQuery,
  rupeesToPaise,
  UUID_PATTERN,
} from '@storefront/shared';
import { and, asc, between, count, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import { builtOnce, builtOncePerDb } from '../../db/built-once';
import type { Db } from '../../db/client';
import {
  categories,
  marqueeHeadings,
  newArrivalGroups,
  offers,
  products,
  sliders,
  type variations,
} from '../../db/schema';
import { listInOwnersOrder } from '../../db/shop-rows';
import { allProductsKey, totalKey, totalsOf } from './listing-totals';

const ACTIVE = 'Active';

/** Ids stored in JSON (group lists, grouped items) are checked before they reach a uuid cast. */
export function uuidsOnly(ids: readonly (string | null | undefined)[]): string[] {
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && isUuid(id)))];
}

const cardColumns = {
  id: products.id,
  title: products.title,
  image: products.image,
  shortDescription: products.shortDescription,
  productType: products.productType,
  status: products.status,
  originalPricePaise: products.originalPricePaise,
  discountPricePaise: products.discountPricePaise,
  pricePaise: products.pricePaise,
  // productPriceMrp (shared) in SQL: the regular price of the variation the listed price
  // comes from, so a card's discount badge matches its product page
  // Written out with an alias: inside a select drizzle prints columns without their table,
  // so the correlation to the outer products row must be spelled in full.
  priceMrpPaise:
    sql<number>`coalesce((select v.price_paise from variations v where v.product_id = "products"."id" order by coalesce(v.sale_price_paise, v.price_paise), v.position limit 1), ${products.originalPricePaise})`.mapWith(
      Number,
    ),
  stock: products.stock,
  totalStock: products.totalStock,
  sku: products.sku,
  categories: products.categories,
  deliveryDays: products.deliveryDays,
  createdAt: products.createdAt,
};

function activeIn(shopId: string): SQL {
  return and(eq(products.shopId, shopId), eq(products.status, ACTIVE)) as SQL;
}

/** LIKE treats % _ and \ as special; a shopper's text is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Title matching is written as `lower(title) LIKE lower-cased pattern` so that it is the
 * exact expression of products_title_trgm_idx (GIN, gin_trgm_ops on lower(title)).
 */
export function titleLike(pattern: string): SQL {
  return sql`lower(${products.title}) like ${pattern}`;
}
function titleNotLike(pattern: string): SQL {
  return sql`lower(${products.title}) not like ${pattern}`;
}

export async function findActiveCardsByIds(db: Db, shopId: string, ids: readonly (string | null)[]) {
  const valid = uuidsOnly(ids);
  if (valid.length === 0) return [];
  return db
    .select(cardColumns)
    .from(products)
    .where(and(activeIn(shopId), inArray(products.id, valid)));
}

const shopParam = sql.placeholder('shopId');
const productParam = sql.placeholder('productId');
const searchParam = sql.placeholder('search');
const searchTextParam = sql.placeholder('searchText');
const limitParam = sql.placeholder('limit');
const offsetParam = sql.placeholder('offset');

/*
 * The status is written into the statement, not bound: as a parameter PostgreSQL costs a
 * generic plan for any status, a little above the custom plans for Active, and so kept
 * planning every call of a statement whose plan never changes (decision 0054).
 */
const activeInShopParam = and(
  eq(products.shopId, shopParam),
  sql`${products.status} = ${sql.raw(`'${ACTIVE}'`)}`,
) as SQL;

/** What the product page shows of a variation; its rows are folded into the product's row. */
export type DetailVariation = Pick<
  typeof variations.$inferSelect,
  'sku' | 'pricePaise' | 'salePricePaise' | 'stock' | 'imageUrl' | 'galleryImages' | 'attributes' | 'position'
>;

/*
 * The product page in one statement and one round trip (decision 0047): the product's row
 * with its variations as a JSON array (in position order, as the variations query gave
 * them) and the ids of its grouped items' products that are Active in the same shop. Two or
 * three statements each paid a pool checkout, a socket write and a parse; the product
 * itself is one index lookup. An id stored in the grouped items is cast to uuid only when it
 * looks like one (the CASE keeps the cast from seeing anything else), as `uuidsOnly` does.
 * Names are spelled in full in the subqueries: drizzle prints the outer columns bare.
 */
const detailVariations = sql<DetailVariation[]>`coalesce((
  select json_agg(json_build_object(
    'sku', v.sku, 'pricePaise', v.price_paise, 'salePricePaise', v.sale_price_paise, 'stock', v.stock,
    'imageUrl', v.image_url, 'galleryImages', v.gallery_images, 'attributes', v.attributes,
    'position', v.position
  ) order by v.position, v.id)
  from variations v where v.product_id = "products"."id"
), '[]'::json)`;
const activeGroupedIds = sql<string[]>`array(
  select g.id::text from products g
  where g.shop_id = "products"."shop_id" and g.status = ${ACTIVE} and g.id in (
    select case when item->>'product_id' ~* ${UUID_PATTERN.source} then (item->>'product_id')::uuid end
    from jsonb_array_elements("products"."grouped_items") item
  )
)`;

const activeProduct = builtOncePerDb((db) =>
  db
    .select({ ...getTableColumns(products), variationRows: detailVariations, activeGroupedIds })
    .from(products)
    .where(and(activeInShopParam, eq(products.id, productParam)))
    .limit(1)
    .prepare('catalogue_product_detail'),
);

/** An Active product of the shop with its variations and its grouped items' Active products. */
export async function findActiveProduct(db: Db, shopId: string, productId: string) {
  const [row] = await activeProduct(db).execute({ shopId, productId });
  return row;
}

/** Best-selling order: the shop's rank, then the order products were added; id keeps pages stable. */
const bestSelling = [asc(products.rank), asc(products.createdAt), asc(products.id)];

export async function listActiveCards(db: Db, shopId: string, page: number, pageSize: number) {
  return db
    .select(cardColumns)
    .from(products)
    .where(activeIn(shopId))
    .orderBy(...bestSelling)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

function productQueryWhere(shopId: string, query: ProductQuery): SQL {
  const conditions: SQL[] = [activeIn(shopId)];
  const search = query.search?.trim().toLowerCase();
  if (search) conditions.push(titleLike(`%${escapeLike(search)}%`));
  if (query.category.length > 0) {
    const keys = [...new Set(query.category.map((category) => category.toLowerCase()))];
    // Array overlap on category_keys: served by the GIN index products_category_keys_idx.
    conditions.push(
      sql`${products.categoryKeys} && array[${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (query.price.length > 0) {
    const bands = PRICE_BANDS.filter((band) => query.price.includes(band.id));
    conditions.push(
      or(
        ...bands.map((band) =>
          between(products.pricePaise, rupeesToPaise(band.min), rupeesToPaise(band.max)),
        ),
      ) as SQL,
    );
  }
  if (query.type.length > 0) conditions.push(inArray(products.productType, query.type));
  return and(...conditions) as SQL;
}

function productQueryOrder(sort: ProductQuery['sort']): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(products.pricePaise), asc(products.id)];
    case 'price-desc':
      return [desc(products.pricePaise), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.id)];
    default:
      return bestSelling;
  }
}

/**
 * The listing's two shapes that most calls take, built once and prepared: the catalogue
 * page (no filter, or a title search) in each sort order. Category, price and type filters
 * vary in length and are built per call.
 */
type ListFilter = 'all' | 'search' | 'common';
type ListShape = `${ListFilter}_${ProductQuery['sort']}`;
const SHAPE_NAMES: Record<ProductQuery['sort'], string> = {
  'best-selling': 'best_selling',
  'price-asc': 'price_asc',
  'price-desc': 'price_desc',
  newest: 'newest',
};

function shapeWhere(filter: ListFilter): SQL {
  switch (filter) {
    case 'search':
      return and(activeInShopParam, sql`lower(${products.title}) like ${searchParam}`) as SQL;
    case 'common':
      // strpos, unlike LIKE, cannot use the trigram index: the statement's one plan reads
      // the listing in order and stops after the page (see readsInOrder).
      return and(activeInShopParam, sql`strpos(lower(${products.title}), ${searchTextParam}) > 0`) as SQL;
    default:
      return activeInShopParam;
  }
}

/** A listing shape's rows in its order, and the name its statements carry. */
function orderedListing(db: Db, shape: ListShape) {
  const [filter, sort] = shape.split(/_(.*)/s) as [ListFilter, ProductQuery['sort']];
  return {
    query: db
      .select(cardColumns)
      .from(products)
      .where(shapeWhere(filter))
      .orderBy(...productQueryOrder(sort)),
    name: `${filter}_${SHAPE_NAMES[sort]}`,
  };
}

const listPage = builtOnce((db, shape: ListShape) => {
  const { query, name } = orderedListing(db, shape);
  return query.limit(limitParam).offset(offsetParam).prepare(`catalogue_list_${name}`);
});

/*
 * The first page at the shop's page size, which nearly every listing opens on, carries its
 * LIMIT in the statement's text. With LIMIT and OFFSET as parameters PostgreSQL cannot cost
 * a generic plan (it assumes a tenth of the table is fetched), so it planned every call
 * afresh: 0.4 ms of planning for 0.15 ms of execution. With the literal it keeps one plan
 * after five runs (decision 0047); a title search's LIKE is planned on each call until its
 * total is known (`readsInOrder`, below). drizzle binds a number given to `limit`, so the
 * literal goes in as SQL.
 */
const FIRST_PAGE_LIMIT = sql.raw(String(PAGE_SIZE)) as unknown as number;
const firstPage = builtOnce((db, shape: ListShape) => {
  const { query, name } = orderedListing(db, shape);
  return query.limit(FIRST_PAGE_LIMIT).prepare(`catalogue_first_${name}`);
});
const listCount = builtOnce((db, filter: 'all' | 'search') =>
  db.select({ total: count() }).from(products).where(shapeWhere(filter)).prepare(`catalogue_count_${filter}`),
);

/*
 * A title search's first page has two good plans, and PostgreSQL can only tell which from
 * the search text: for a rare word, the trigram index's few matches sorted (0.02 ms for no
 * match); for a common one, the listing read in order until a page has matched (0.14 ms for
 * a tenth of 10,000, where the trigram plan rechecks and sorts every match: 3.7 ms). So the
 * LIKE statement is planned afresh on every call, 0.2 ms of planning, about as much
 * PostgreSQL time as the rest of an uncached search (decision 0054). Once the search's
 * total is counted, the shop knows which plan wins: reading in order looks at about
 * PAGE_SIZE × active / matched rows, the trigram plan at `matched`. When the first is
 * smaller, the page runs as the `common` statement, whose one plan is kept.
 */
async function readsInOrder(db: Db, shopId: string, key: string): Promise<boolean> {
  const totals = totalsOf(db);
  const matched = totals.known(key);
  if (matched === undefined) return false;
  const active = await totals.total(allProductsKey(shopId), () => countRows(db, 'all', { shopId }));
  return matched * matched >= PAGE_SIZE * active;
}

async function countRows(db: Db, filter: 'all' | 'search', values: { shopId: string; search?: string }) {
  return (await listCount(db, filter).execute(values))[0]?.total ?? 0;
}

export async function queryProducts(db: Db, shopId: string, query: ProductQuery) {
  const totals = totalsOf(db);
  const key = totalKey(shopId, query);
  if (query.category.length === 0 && query.price.length === 0 && query.type.length === 0) {
    const search = query.search?.trim().toLowerCase();
    const filter = search ? 'search' : 'all';
    const values = { shopId, search: search ? `%${escapeLike(search)}%` : undefined, searchText: search };
    const shape: ListShape = `${filter}_${query.sort}`;
    const onFirstPage = query.page === 1 && query.pageSize === PAGE_SIZE;
    const firstPageShape: ListShape =
      search && onFirstPage && (await readsInOrder(db, shopId, key)) ? `common_${query.sort}` : shape;
    const [items, total] = await Promise.all([
      onFirstPage
        ? firstPage(db, firstPageShape).execute(values)
        : listPage(db, shape).execute({
            ...values,
            limit: query.pageSize,
            offset: (query.page - 1) * query.pageSize,
          }),
      totals.total(key, () => countRows(db, filter, values)),
    ]);
    return { items, total };
  }
  const where = productQueryWhere(shopId, query);
  // Side by side: on PostgreSQL they run on two pool connections, so a miss waits for the
  // slower of the two (the count, on broad queries) rather than for both.
  const [items, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .where(where)
      .orderBy(...productQueryOrder(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    totals.total(
      key,
      async () => (await db.select({ total: count() }).from(products).where(where))[0]?.total ?? 0,
    ),
  ]);
  return { items, total };
}

/**
 * How many matching rows one suggestion tier looks at. A one-letter query can match most
 * of a large catalogue; capping the candidates keeps the distinct-and-sort step small,
 * at the price of choosing among the first matches found for such broad queries.
 */
export const SUGGEST_CANDIDATES = 1000;

/**
 * One tier of suggestions: titles matching `where`, distinct ignoring case (Rose and ROSE
 * are one suggestion), shortest (closest to the text) first. The "C" collation makes the
 * order the same on every database whatever its locale.
 */
export function suggestTierQuery(db: Db, shopId: string, where: SQL, limit: number) {
  const candidates = db
    .select({ title: products.title })
    .from(products)
    .where(and(activeIn(shopId), where))
    .limit(SUGGEST_CANDIDATES)
    .as('candidates');
  const key = sql`lower(${candidates.title})`;
  return db
    .select({ title: sql<string>`min(${candidates.title} collate "C")`.as('title') })
    .from(candidates)
    .groupBy(key)
    .orderBy(sql`length(${key})`, sql`${key} collate "C"`)
    .limit(limit);
}

/** Titles starting with the text first, then titles containing it elsewhere. */
export async function suggestTitles(db: Db, shopId: string, text: string, limit: number): Promise<string[]> {
  const q = escapeLike(text.toLowerCase());
  const prefix = `${q}%`;
  const contains = `%${q}%`;
  const first = await suggestTierQuery(db, shopId, titleLike(prefix), limit);
  const titles = first.map((row) => row.title);
  if (titles.length < limit) {
    const rest = await suggestTierQuery(
      db,
      shopId,
      and(titleLike(contains), titleNotLike(prefix)) as SQL,
      limit - titles.length,
    );
    titles.push(...rest.map((row) => row.title));
  }
  return titles;
}

export async function listNewArrivalGroups(db: Db, shopId: string) {
  return listInOwnersOrder(db, newArrivalGroups, eq(newArrivalGroups.shopId, shopId));
}

export async function listActiveCategories(db: Db, shopId: string) {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.shopId, shopId), eq(categories.status, ACTIVE)))
    .orderBy(asc(categories.position), asc(categories.name));
}

export async function listActiveSliders(db: Db, shopId: string) {
  return listInOwnersOrder(db, sliders, and(eq(sliders.shopId, shopId), eq(sliders.status, ACTIVE)));
}

export async function listActiveOffers(db: Db, shopId: string) {
  return listInOwnersOrder(db, offers, and(eq(offers.shopId, shopId), eq(offers.status, ACTIVE)));
}

export async function listMarquees(db: Db, shopId: string) {
  return listInOwnersOrder(db, marqueeHeadings, eq(marqueeHeadings.shopId, shopId));
}
