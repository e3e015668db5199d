import type { ProductCard, RelatedItemType } from "./types";

export interface RelatedGroup {
  /** The classification the products belong to. */
  classification: { slug: string; name: string; route: string };
  items: Array<{ type: RelatedItemType; product: ProductCard }>;
}

/**
 * Spec 000 §3: related items (related, component, service) grouped by their classification, in
 * the order the classifications first appear; a product listed twice is shown once.
 */
export function groupRelatedItems(
  items: ReadonlyArray<{ type: RelatedItemType; product: ProductCard }>,
): RelatedGroup[] {
  const groups = new Map<string, RelatedGroup>();
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.product.slug)) continue;
    seen.add(item.product.slug);
    const { classification } = item.product;
    let group = groups.get(classification.slug);
    if (!group) {
      group = { classification, items: [] };
      groups.set(classification.slug, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}
