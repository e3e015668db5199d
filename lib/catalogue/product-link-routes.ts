import { isAvailableIn } from "./country-filter";

interface RoutedProduct {
  slug: string;
  /** The classification route plus the product slug, without locale. */
  route: string;
  supported_countries: readonly string[];
}

/** Where the product links of one render lead, and which of them lead nowhere. */
interface ProductLinkRoutes {
  /** The route of every linked product the visitor's country is offered, by slug. */
  routes: Map<string, string>;
  /** Linked slugs the product information system does not know. */
  unknown: string[];
  /** Linked products the visitor's country is not offered (spec 000 §5). */
  notOffered: string[];
}

/**
 * A product link opens the product at its classification route (spec 000 §2: product URLs are
 * /{classification-route}/{product-slug}); a product the PIM does not know, or that the
 * visitor's country is not offered, has no page to open.
 */
export function productLinkRoutes(
  asked: readonly string[],
  found: readonly RoutedProduct[],
  country: string | null,
): ProductLinkRoutes {
  const bySlug = new Map(found.map((product) => [product.slug, product]));
  const result: ProductLinkRoutes = { routes: new Map(), unknown: [], notOffered: [] };
  for (const slug of asked) {
    const product = bySlug.get(slug);
    if (!product) result.unknown.push(slug);
    else if (!isAvailableIn(product.supported_countries, country)) result.notOffered.push(slug);
    else result.routes.set(slug, product.route);
  }
  return result;
}

/** The warning for product links that lead nowhere in a locale; null when all lead somewhere. */
export function productLinkWarning(
  { unknown, notOffered }: ProductLinkRoutes,
  localeCode: string,
  country: string | null,
): string | null {
  const reasons = [
    unknown.length > 0 ? `unknown products ${unknown.join(", ")}` : null,
    notOffered.length > 0 ? `not offered in ${country}: ${notOffered.join(", ")}` : null,
  ].filter(Boolean);
  if (reasons.length === 0) return null;
  return `Product links lead nowhere in ${localeCode}: ${reasons.join("; ")}`;
}
