import type { LinkFieldsFragment } from "@/graphql/generated/content";

import { classifyTarget, isSafeBrowserHref } from "./classify-target";
import { localizePath, type PathPrefix } from "./localize-path";

export type ResolvedLink =
  | { kind: "app"; href: string; label: string | null }
  | { kind: "browser"; href: string; label: string | null }
  | { kind: "action"; action: string; label: string | null };

export interface LinkContext extends PathPrefix {
  /** Path without locale of every page in the navigations, by page id. */
  pagePaths: ReadonlyMap<string, string>;
  /**
   * Classification route of every product the render's product links name and the visitor's
   * country is offered, by product slug (lib/catalogue/link-context-for.ts).
   */
  productRoutes: ReadonlyMap<string, string>;
}

/** Resolves a raw target string (navigation url, path link) for the current locale and site. */
export function resolveTarget(
  target: string,
  label: string | null,
  context: PathPrefix,
): ResolvedLink | null {
  const classified = classifyTarget(target);
  if (classified.kind === "action") return { kind: "action", action: classified.action, label };
  if (classified.kind === "browser") {
    return isSafeBrowserHref(classified.href)
      ? { kind: "browser", href: classified.href, label }
      : null;
  }
  return { kind: "app", href: localizePath(classified.path, context), label };
}

/** Resolves a CMS link of any of the four kinds; null when it leads nowhere the site can show. */
export function resolveLink(
  link: LinkFieldsFragment | null | undefined,
  context: LinkContext,
): ResolvedLink | null {
  if (!link) return null;
  switch (link.__typename) {
    case "PageLink": {
      const path = link.page ? context.pagePaths.get(link.page.id) : undefined;
      const label = link.title ?? link.page?.title ?? null;
      return path ? { kind: "app", href: localizePath(path, context), label } : null;
    }
    case "PathLink":
      return resolveTarget(link.path, link.title ?? null, context);
    case "ExternalLink":
      return isSafeBrowserHref(link.url)
        ? { kind: "browser", href: link.url, label: link.title ?? null }
        : null;
    case "ProductLink": {
      const route = context.productRoutes.get(link.productSlug);
      return route
        ? { kind: "app", href: localizePath(route, context), label: link.title ?? null }
        : null;
    }
    default:
      return null;
  }
}
