import type { Product, ProductAttribute, Variation } from './schemas';

/** Attribute name to chosen term name. */
export type Selection = Record<string, string>;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A variation's term for an attribute; variations may key by the attribute's name or its slug. */
export function variationTerm(
  variation: Variation,
  attribute: Pick<ProductAttribute, 'name' | 'slug'>,
): string | undefined {
  for (const [key, value] of Object.entries(variation.attributes)) {
    if (same(key, attribute.name) || same(key, attribute.slug)) return value;
  }
  return undefined;
}

/**
 * The variation matching every attribute the shopper has chosen, or null while a choice
 * is missing or no variation has that combination.
 */
export function matchVariation(
  product: Pick<Product, 'attribute' | 'variation'>,
  selection: Selection,
): Variation | null {
  if (product.variation.length === 0 || product.attribute.length === 0) return null;
  if (product.attribute.some((attribute) => !selection[attribute.name])) return null;
  return (
    product.variation.find((variation) =>
      product.attribute.every((attribute) => {
        const term = variationTerm(variation, attribute);
        return term !== undefined && same(term, selection[attribute.name]!);
      }),
    ) ?? null
  );
}

/** Starts on the first variation in stock (else the first), so the page opens with a real price. */
export function initialSelection(product: Pick<Product, 'attribute' | 'variation'>): Selection {
  const start = product.variation.find((variation) => variation.stock > 0) ?? product.variation[0];
  if (!start) return {};
  const selection: Selection = {};
  for (const attribute of product.attribute) {
    const term = variationTerm(start, attribute);
    const known = attribute.selectedTerms.find((t) => term !== undefined && same(t.name, term));
    if (known) selection[attribute.name] = known.name;
  }
  return selection;
}

/** Picking a term keeps the other choices when that combination exists, else jumps to one that does. */
export function selectTerm(
  product: Pick<Product, 'attribute' | 'variation'>,
  selection: Selection,
  attributeName: string,
  termName: string,
): Selection {
  const next = { ...selection, [attributeName]: termName };
  if (matchVariation(product, next)) return next;
  const attribute = product.attribute.find((a) => a.name === attributeName);
  const fallback = attribute
    ? product.variation.find((variation) => {
        const term = variationTerm(variation, attribute);
        return term !== undefined && same(term, termName);
      })
    : undefined;
  if (!fallback) return next;
  const jumped: Selection = {};
  for (const a of product.attribute) {
    const term = variationTerm(fallback, a);
    if (term !== undefined) jumped[a.name] = a.selectedTerms.find((t) => same(t.name, term))?.name ?? term;
  }
  return jumped;
}
