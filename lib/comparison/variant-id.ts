/**
 * Spec 000 §5: basket entries use the part of a variant id after the underscore. The product
 * information system's Variant.id is "{product id}_{variant number}" (e.g. "FER-CS-3100_2"), so
 * the basket stores "2" and finds the variant again by that number. Product ids may themselves
 * contain underscores, so the last one counts; an id without one is used whole.
 */
export function basketVariantId(variantId: string): string {
  const underscore = variantId.lastIndexOf("_");
  return underscore === -1 ? variantId : variantId.slice(underscore + 1);
}

export function findVariant<V extends { id: string }>(
  variants: readonly V[],
  basketId: string | null,
): V | undefined {
  if (basketId === null) return variants[0];
  return variants.find((variant) => basketVariantId(variant.id) === basketId);
}
