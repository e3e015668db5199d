import "server-only";

import { productLinkSlugs } from "@/lib/navigation/product-link-slugs";
import type { LinkContext } from "@/lib/navigation/resolve-link";
import type { SiteContext } from "@/lib/site-context/get-site-context";

import { getProductRoutes } from "./get-product-routes";

/**
 * What the links of a render need: locale and site, the navigation's page paths, and the routes
 * of the products that `content`'s product links name (one PIM read when there are any).
 */
export async function linkContextFor(context: SiteContext, content: unknown): Promise<LinkContext> {
  const { locale, site } = context;
  return {
    localeUrlCode: locale.urlCode,
    siteSlug: site.slug,
    pagePaths: context.pagePaths,
    productRoutes: await getProductRoutes(productLinkSlugs(content), locale, context.request.cache),
  };
}
