import type { Basket, BasketEntry } from "./basket-schema";

export type { Basket, BasketEntry } from "./basket-schema";

export const EMPTY_BASKET: Basket = { groups: [] };

export interface ProductToAdd {
  slug: string;
  name?: string;
  classificationSlug: string;
  variantId: string | null;
}

function basketEntries(basket: Basket): BasketEntry[] {
  return basket.groups.flatMap((group) => group.products);
}

export function basketCount(basket: Basket): number {
  return basketEntries(basket).length;
}

function hasEntry(basket: Basket, slug: string, variantId: string | null): boolean {
  return basketEntries(basket).some(
    (entry) => entry.slug === slug && entry.variantId === variantId,
  );
}

function uniqueKey(basket: Basket, base: string): string {
  const keys = new Set(basketEntries(basket).map((entry) => entry.key));
  let key = base;
  for (let n = 2; keys.has(key); n += 1) key = `${base}~${n}`;
  return key;
}

/** Spec 000 §4: adding a product creates its classification group if missing. */
export function addProduct(basket: Basket, product: ProductToAdd): Basket {
  if (hasEntry(basket, product.slug, product.variantId)) return basket;
  const entry: BasketEntry = {
    key: uniqueKey(basket, `${product.slug}:${product.variantId ?? "-"}`),
    slug: product.slug,
    variantId: product.variantId,
    ...(product.name ? { name: product.name } : {}),
  };
  const hasGroup = basket.groups.some((group) => group.slug === product.classificationSlug);
  if (!hasGroup) {
    return { groups: [...basket.groups, { slug: product.classificationSlug, products: [entry] }] };
  }
  return {
    groups: basket.groups.map((group) =>
      group.slug === product.classificationSlug
        ? { ...group, products: [...group.products, entry] }
        : group,
    ),
  };
}

/** Spec 000 §4: removing the last product of a group removes the group. */
export function removeProduct(basket: Basket, key: string): Basket {
  return {
    groups: basket.groups
      .map((group) => ({ ...group, products: group.products.filter((entry) => entry.key !== key) }))
      .filter((group) => group.products.length > 0),
  };
}

/** Spec 000 §4: changing a variant updates that entry's variant. */
export function changeVariant(basket: Basket, key: string, variantId: string): Basket {
  return {
    groups: basket.groups.map((group) => ({
      ...group,
      products: group.products.map((entry) =>
        entry.key === key ? { ...entry, variantId } : entry,
      ),
    })),
  };
}

/**
 * Spec 000 §5: a product already in the basket is offered again only if it has more than one
 * variant (so another variant of it can be compared).
 */
export function isOfferedAgain(
  product: { slug: string; variantCount: number },
  basket: Basket,
): boolean {
  const isInBasket = basketEntries(basket).some((entry) => entry.slug === product.slug);
  return !isInBasket || product.variantCount > 1;
}

/** The variant an "add" should put in the basket: the first one not compared yet. */
export function nextVariantToAdd(
  slug: string,
  variantIds: readonly string[],
  basket: Basket,
): string | null | undefined {
  if (variantIds.length === 0) return hasEntry(basket, slug, null) ? undefined : null;
  return variantIds.find((id) => !hasEntry(basket, slug, id));
}

/**
 * The stored basket with what was added before it was read: reading it waits for its check, and
 * a visitor may add a product meanwhile (stores/comparison-basket.ts). Nothing else can happen
 * to a basket not read yet: it shows nothing to remove or change.
 */
export function withAddedBeforeReading(stored: Basket, addedMeanwhile: Basket): Basket {
  return addedMeanwhile.groups.reduce(
    (basket, group) =>
      group.products.reduce(
        (withProduct, entry) =>
          addProduct(withProduct, {
            slug: entry.slug,
            name: entry.name,
            classificationSlug: group.slug,
            variantId: entry.variantId,
          }),
        basket,
      ),
    stored,
  );
}
