import type { CartLine, PartToAdd } from "./cart";

/** The product a part is ordered for (an article may be sold for several products). */
export interface CartProduct {
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
 * Where a portal line is ordered: its product's Order Parts tab, below the portal of the page
 * the cart is open on (`/en/mykomax/…`); null outside the portal, where no order is placed.
 */
export function orderTabHref(pathname: string, productSlug: string): string | null {
  const match = /^(.*?\/mykomax)(?:\/|$)/.exec(pathname);
  if (!match) return null;
  return `${match[1]}/product-information/${encodeURIComponent(productSlug)}?tab=order`;
}
