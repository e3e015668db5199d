import type { LinkFieldsFragment } from "@/graphql/generated/content";
import { classifyTarget } from "@/lib/navigation/classify-target";
import { localizePath } from "@/lib/navigation/localize-path";
import type { LinkContext } from "@/lib/navigation/resolve-link";

type RedirectDecision =
  | { kind: "redirect"; location: string }
  /** A target with a script-like or local protocol (javascript:, data:, file:, …). */
  | { kind: "refused"; target: string }
  /** A page the site does not show: the visitor gets the 404 page. */
  | { kind: "nowhere" };

// Redirects may leave the site only for the web.
const WEB_URL = /^https?:\/\/[^/]/i;

function browserTarget(href: string): RedirectDecision {
  if (WEB_URL.test(href)) return { kind: "redirect", location: href };
  if (href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\")) {
    return { kind: "redirect", location: href };
  }
  return { kind: "refused", target: href };
}

/** Where a CMS redirect (spec 000 §3 Redirect) sends a visitor of a site in a locale. */
export function redirectTarget(link: LinkFieldsFragment, context: LinkContext): RedirectDecision {
  switch (link.__typename) {
    case "PageLink": {
      const path = link.page ? context.pagePaths.get(link.page.id) : undefined;
      return path
        ? { kind: "redirect", location: localizePath(path, context) }
        : { kind: "nowhere" };
    }
    case "PathLink": {
      const target = classifyTarget(link.path.trim());
      if (target.kind === "action") return { kind: "refused", target: link.path };
      if (target.kind === "browser") return browserTarget(target.href);
      return { kind: "redirect", location: localizePath(target.path, context) };
    }
    case "ExternalLink":
      return browserTarget(link.url.trim());
    case "ProductLink": {
      const route = context.productRoutes.get(link.productSlug);
      return route
        ? { kind: "redirect", location: localizePath(route, context) }
        : { kind: "nowhere" };
    }
    default:
      return { kind: "nowhere" };
  }
}

/**
 * The redirect registered for a path without locale (`/about`), if any. Paths compare without
 * a trailing slash and case-sensitively, as the CMS stores them.
 */
export function findRedirect<T extends { previousUrl: string }>(
  redirects: readonly T[],
  path: string,
): T | undefined {
  const normalize = (value: string) => `/${value.trim().replace(/^\/+|\/+$/g, "")}`;
  const wanted = normalize(path);
  return redirects.find((redirect) => normalize(redirect.previousUrl) === wanted);
}
