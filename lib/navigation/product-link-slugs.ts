/**
 * The product slugs of every CMS product link (spec 000 §2 link kinds) anywhere in a content
 * value: modules, teaser cards, navigations. Sorted and unique, so a render asks the product
 * information system once, with a key that does not depend on where the links sit.
 */
export function productLinkSlugs(content: unknown): string[] {
  const slugs = new Set<string>();
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    const record = value as Record<string, unknown>;
    if (record.__typename === "ProductLink" && typeof record.productSlug === "string") {
      slugs.add(record.productSlug);
      return;
    }
    Object.values(record).forEach(visit);
  };
  visit(content);
  return [...slugs].sort();
}
