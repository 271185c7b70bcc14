import {
  type AllProductsQuery,
  MSG,
  type NewArrivalGroup,
  type Product,
  type ProductCard,
  type ProductPage,
  type ProductQuery,
  SUGGESTION_LIMIT,
} from '@storefront/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toCategory, toMarquee, toOffer, toProduct, toProductCard, toSlider } from './mapper';
import {
  findActiveCardsByIds,
  findActiveProduct,
  listActiveCards,
  listActiveCategories,
  listActiveOffers,
  listActiveSliders,
  listMarquees,
  listNewArrivalGroups,
  queryProducts,
  suggestTitles,
} from './repository';

/** Each group lists its Active products in the group's own order; others are left out. */
export async function newArrivals(db: Db, shopId: string): Promise<NewArrivalGroup[]> {
  const groups = await listNewArrivalGroups(db, shopId);
  const cards = await findActiveCardsByIds(
    db,
    shopId,
    groups.flatMap((group) => group.productIds),
  );
  const byId = new Map(cards.map((row) => [row.id, toProductCard(row)]));
  return groups.map((group) => ({
    id: group.id,
    category_name: group.categoryName,
    description: group.description,
    product: group.productIds
      .map((id) => byId.get(id))
      .filter((card): card is ProductCard => card !== undefined),
  }));
}

export async function singleProduct(db: Db, shopId: string, productId: string): Promise<Product> {
  const row = await findActiveProduct(db, shopId, productId);
  if (!row) throw AppError.notFound(MSG.productNotFound);
  return toProduct(row, row.variationRows, new Set(row.activeGroupedIds));
}

export async function allProducts(db: Db, shopId: string, query: AllProductsQuery): Promise<ProductCard[]> {
  const rows = await listActiveCards(db, shopId, query.page, query.pageSize);
  return rows.map(toProductCard);
}

export async function productPage(db: Db, shopId: string, query: ProductQuery): Promise<ProductPage> {
  const { items, total } = await queryProducts(db, shopId, query);
  return { items: items.map(toProductCard), total, page: query.page, pageSize: query.pageSize };
}

export async function suggestions(db: Db, shopId: string, q: string): Promise<string[]> {
  const text = q.trim();
  if (text === '') return [];
  return suggestTitles(db, shopId, text, SUGGESTION_LIMIT);
}

export async function categoryList(db: Db, shopId: string) {
  return (await listActiveCategories(db, shopId)).map(toCategory);
}

export async function offerList(db: Db, shopId: string) {
  return (await listActiveOffers(db, shopId)).map(toOffer);
}

export async function marqueeList(db: Db, shopId: string) {
  return (await listMarquees(db, shopId)).map(toMarquee);
}

/** A slider keeps its card; its View Products link is there only while the product is Active. */
export async function sliderList(db: Db, shopId: string) {
  const rows = await listActiveSliders(db, shopId);
  const linked = await findActiveCardsByIds(
    db,
    shopId,
    rows.map((row) => row.productId),
  );
  const byId = new Map(linked.map((row) => [row.id, row]));
  return rows.map((row) => toSlider(row, row.productId ? byId.get(row.productId) : undefined));
}
