import { localizePath, type PathPrefix } from "@/lib/navigation/localize-path";
import { PORTAL_SEGMENT, productPath } from "@/lib/portal/portal-routes";

import type { CartLine, PartToAdd } from "./cart";

/** The product a part is ordered for (an article may be sold for several products). */
interface CartProduct {
  id: string;
  slug: string;
}

/** The cart key of a portal part: per product, so one article for two machines is two lines. */
export function portalPartKey(productId: string, articleNumber: string): string {
  return `pim:${productId}:${articleNumber}`;
}

/** A part of the product information screens as the parts cart holds it (issue 14). */
export function cartPartFromPortalPart(
  product: CartProduct,
  part: { articleNumber: string; name: string },
): PartToAdd {
  return {
    key: portalPartKey(product.id, part.articleNumber),
    id: part.articleNumber,
    articleNumber: part.articleNumber,
    name: part.name,
    productId: product.id,
    productSlug: product.slug,
  };
}

/** A line of a real part (not one of the six sample parts): it carries its product. */
export type PortalCartLine = CartLine & { name: string; productId: string; productSlug: string };

export function isPortalLine(line: CartLine): line is PortalCartLine {
  return line.name !== undefined && line.productId !== undefined && line.productSlug !== undefined;
}

/**
 * Where a portal line is ordered: its product's Order Parts tab in the portal of this site and
 * locale. From a public page a signed-out visitor goes through sign-in and lands there, the cart
 * kept in local storage.
 */
export function orderTabHref(prefix: PathPrefix, productSlug: string): string {
  return localizePath(`/${PORTAL_SEGMENT}/${productPath(productSlug)}?tab=order`, prefix);
}
