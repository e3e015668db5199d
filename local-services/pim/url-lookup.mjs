/**
 * The breadcrumbs' lookup (spec 000 §2): an unlocalized catalogue path such as
 * /products/cutting-stripping (a classification's route) or
 * /products/cutting-stripping/fully-automatic/cs-3100 (a classification's route plus the slug of
 * one of its products). Query string, fragment, an origin and a trailing slash are ignored.
 * @param {ReturnType<ReturnType<typeof import('./catalogue.mjs').createCatalogue>['snapshot']>} catalogue
 * @param {string} url
 * @returns {{ type: 'classification' | 'product', node: any } | null}
 */
export function findByUnlocalizedUrl(catalogue, url) {
  const path = url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "")
    .replace(/[?#].*$/, "")
    .replace(/\/{2,}/g, "/")
    .replace(/\/$/, "");
  const route = path.startsWith("/") ? path : `/${path}`;
  const classification = catalogue.classificationByRoute.get(route);
  if (classification) return { type: "classification", node: classification };

  const cut = route.lastIndexOf("/");
  if (cut <= 0) return null;
  const parent = catalogue.classificationByRoute.get(route.slice(0, cut));
  const product = parent ? catalogue.productBySlug(route.slice(cut + 1)) : null;
  return product && parent && product.classification_id === parent.id
    ? { type: "product", node: product }
    : null;
}
