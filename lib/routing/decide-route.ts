import type { PageByIdQuery, RedirectsQuery } from "@/graphql/generated/content";
import type { CacheOptions } from "@/lib/cache/cache-mode";
import { pathFromSegments } from "@/lib/content/path-from-segments";
import type { Stage } from "@/lib/editor/page-stage";
import { NEXT_RELEASE_CACHE_PREFIX } from "@/lib/editor/release-toggle";
import { visitorNavigations } from "@/lib/navigation/filter-navigation";
import {
  findPageItem,
  NavigationConfigurationError,
  pagePaths,
} from "@/lib/navigation/find-navigation-item";
import { localizePath } from "@/lib/navigation/localize-path";
import { productLinkSlugs } from "@/lib/navigation/product-link-slugs";
import type { Navigation } from "@/lib/navigation/types";
import { isPortalRoute } from "@/lib/portal/portal-routes";
import { parseLocaleSegment } from "@/lib/site/derive-locale";
import { isLocaleAvailable } from "@/lib/site/is-locale-available";
import { resolveSite } from "@/lib/site/resolve-site";
import { siteLanguages } from "@/lib/site/site-languages";
import { encodeSiteSegment } from "@/lib/site/site-segment";
import type { Locale, Site, SystemData } from "@/lib/site/types";

import { directTarget } from "./direct-target";
import { localeCookieName } from "./locale-cookie";
import type { NotFoundReason } from "./not-found-log";
import { findRedirect, redirectTarget } from "./redirect-target";
import { isSharedRender, type RequestVariant } from "./request-variant";
import { chooseRootLocale } from "./root-locale";
import {
  fileBasedRoute,
  isPerQueryPage,
  NOT_FOUND_SEGMENT,
  PREVIEW_GATE_ROUTE,
} from "./route-table";
import { withoutTrailingSlash } from "./trailing-slash";

/** What proxy.ts knows of a request before it reads anything. */
export interface RequestFacts {
  pathname: string;
  /** The query with its `?`, or "". */
  search: string;
  hostname: string;
  /** `?direct={id}`: a page looked up by id (spec 000 §2). */
  directId: string | null;
  cookies: Readonly<Record<string, string>>;
  acceptLanguage: string | null;
  /** The router's prefetch, not a visit (server/prefetch-marker.mjs). */
  isPrefetch: boolean;
  variant: RequestVariant;
  /** SITE_URL: where another site's page is when a direct lookup leads there. */
  siteUrl: string;
}

type SiteNavigationMap = ReadonlyMap<string, { header: Navigation; footer: Navigation }>;
type Redirect = RedirectsQuery["redirects"][number];

/** What proxy.ts has read so far; "failed" where the backend did not answer. */
export interface LoadedData {
  /** System data, and every site's navigations in the locale (null without a locale). */
  sites?: { system: SystemData; navigations: SiteNavigationMap | null } | "failed";
  /** The file-based route's check (checked-routes.ts). */
  routeExists?: boolean | "failed";
  /** The CMS redirects; "failed" counts as none. */
  redirects?: readonly Redirect[] | "failed";
  /** The page a `?direct=` id names; null when there is none or it cannot be read. */
  directPage?: PageByIdQuery | null;
  /** Routes of the products a matched redirect's product link names; "failed" counts as none. */
  productRoutes?: ReadonlyMap<string, string> | "failed";
}

/** What to read next before the route can be decided. */
export type LoadStep =
  | { kind: "load"; need: "sites"; locale: Locale | null; stage: Stage; cache: CacheOptions }
  | { kind: "load"; need: "routeExists"; segments: string[]; locale: Locale; cache: CacheOptions }
  | { kind: "load"; need: "redirects"; cache: CacheOptions }
  | { kind: "load"; need: "directPage"; id: string; cache: CacheOptions }
  | { kind: "load"; need: "productRoutes"; slugs: string[]; locale: Locale; cache: CacheOptions };

/** How a page rewrite may be kept (server/page-cache.mjs). */
type PageCaching =
  /** The same for every visitor: the server may keep it. */
  | "store"
  /** The same for every visitor, but one per query (route-table.ts): not kept. */
  | "shared"
  /** An editor's, next-release or `?cache=false` render: `Cache-Control: private, no-store`. */
  | "private";

/** Paths in `path` are internal (the route tree), without the query: proxy.ts appends it. */
export type RouteDecision =
  | {
      kind: "redirect";
      location: string;
      status: 301 | 302;
      /** Chosen from this visitor's cookie and Accept-Language: never stored, varies by both. */
      isPerVisitor: boolean;
    }
  | {
      kind: "page";
      path: string;
      caching: PageCaching;
      /** The locale to remember for `/` (not set by a prefetch). */
      localeCookie: { name: string; value: string } | null;
    }
  | {
      kind: "notFound";
      path: string;
      reason: NotFoundReason;
      /** A prefetch is not a visit and is not logged. */
      isLogged: boolean;
      /** A registered redirect whose target is no web address (logged as refused). */
      refusedRedirect?: { previousUrl: string; target: string };
    }
  /** A locked site's password form (spec 001 §4), status 401, never stored. */
  | { kind: "previewGate"; path: string }
  /** The content system cannot say what the path is: the static maintenance page, 503. */
  | { kind: "maintenance"; locale: Locale | null; cause: "backend" | "noMainSite" };

type RouteStep = LoadStep | RouteDecision;

/**
 * The routing of proxy.ts as a pure function: given the request and what has been read so far,
 * either the next thing to read or the answer. proxy.ts calls it again after each read, so
 * nothing is read that the answer does not need (redirects only on a miss, for example).
 *
 * Order: the trailing-slash redirect, the locked site's password form, the site from host and
 * path, the locale redirect for paths without one, a page looked up by id, the file-based route's
 * check or the site's navigation, then the CMS redirects, then the 404 page.
 */
export function decideRoute(facts: RequestFacts, loaded: LoadedData): RouteStep {
  const { pathname, search, variant } = facts;
  const slashless = withoutTrailingSlash(pathname);
  if (slashless) return redirect(`${slashless}${search}`, 301);

  const segments = pathname.split("/").filter(Boolean);
  const locale = parseLocaleSegment(segments[0] ?? "");
  if (locale && variant.gate.isLocked) {
    return { kind: "previewGate", path: `/${PREVIEW_GATE_ROUTE}/${locale.language}` };
  }

  const isEditor = variant.editor.valid;
  if (loaded.sites === undefined) {
    const cache = {
      mode: variant.cacheMode,
      keyPrefix: variant.release.isOn ? NEXT_RELEASE_CACHE_PREFIX : undefined,
    };
    const stage = isEditor ? variant.stage.stage : "PUBLISHED";
    return { kind: "load", need: "sites", locale, stage, cache };
  }
  if (loaded.sites === "failed") {
    return { kind: "maintenance", locale, cause: "backend" };
  }
  const { system, navigations } = loaded.sites;
  const match = resolveSite(system.sites, facts.hostname, locale ? segments.slice(1) : segments);
  if (!match) return { kind: "maintenance", locale, cause: "noMainSite" };
  const { site, rest } = match;

  // `/` and paths without a locale (old bookmarks) go to the visitor's locale.
  if (!locale) {
    const target = visitorLocale(facts, site, system);
    return {
      kind: "redirect",
      location: `/${target}${pathname === "/" ? "" : pathname}${search}`,
      status: 302,
      isPerVisitor: true,
    };
  }
  const siteNavigations = navigations?.get(site.id);
  if (!navigations || !siteNavigations || !isLocaleAvailable(locale, site, system)) {
    return notFound(facts, site, siteLanguages(site)[0] ?? "en", "invalid");
  }
  // Editors reach hidden pages too (spec 000 §6).
  const visible = visitorNavigations(siteNavigations, { country: locale.country, isEditor });
  const cache = { mode: variant.cacheMode };

  if (facts.directId !== null) {
    if (loaded.directPage === undefined) {
      return { kind: "load", need: "directPage", id: facts.directId, cache };
    }
    const target =
      loaded.directPage &&
      directTarget({
        found: loaded.directPage,
        localeUrlCode: locale.urlCode,
        currentSite: site,
        sites: directSites(locale, system, navigations),
        siteUrl: facts.siteUrl,
      });
    return target ? redirect(target, 302) : notFound(facts, site, locale.urlCode, "unmatched");
  }

  const path = pathFromSegments(rest);
  // The portal's ids (tickets, users, PIM products such as CL-1000) are not CMS slugs; its route
  // check (lib/portal/portal-routes.ts) validates them without a backend call.
  const isChecked = (path !== null || isPortalRoute(rest)) && fileBasedRoute(rest) !== undefined;
  if (isChecked) {
    if (loaded.routeExists === undefined) {
      return { kind: "load", need: "routeExists", segments: rest, locale, cache };
    }
    if (loaded.routeExists === "failed") {
      return { kind: "maintenance", locale, cause: "backend" };
    }
    if (loaded.routeExists) return page(facts, site, locale, rest);
  } else if (path !== null) {
    const shown = pageShownAt(visible, path, locale.country);
    // One URL per page: a page the footer lists under a path of its own answers at its first
    // path (header before footer, as links and the sitemap name it).
    if (shown && shown.canonicalPath !== path) {
      const prefix = { localeUrlCode: locale.urlCode, siteSlug: site.slug };
      return redirect(`${localizePath(shown.canonicalPath, prefix)}${facts.search}`, 301);
    }
    if (shown) return page(facts, site, locale, rest);
  }

  if (loaded.redirects === undefined) return { kind: "load", need: "redirects", cache };
  const reason = path === null || isChecked ? "invalid" : "unmatched";
  const registered =
    loaded.redirects === "failed"
      ? undefined
      : findRedirect(loaded.redirects, `/${rest.join("/")}`);
  if (!registered) return notFound(facts, site, locale.urlCode, reason);
  const slugs = productLinkSlugs(registered.target);
  if (slugs.length > 0 && loaded.productRoutes === undefined) {
    return { kind: "load", need: "productRoutes", slugs, locale, cache };
  }
  const decision = redirectTarget(registered.target, {
    localeUrlCode: locale.urlCode,
    siteSlug: site.slug,
    pagePaths: pagePaths(visible.header.items, visible.footer.items),
    productRoutes:
      loaded.productRoutes === undefined || loaded.productRoutes === "failed"
        ? new Map()
        : loaded.productRoutes,
  });
  if (decision.kind === "redirect") return redirect(decision.location, 301);
  const miss = notFound(facts, site, locale.urlCode, reason);
  return decision.kind === "refused"
    ? { ...miss, refusedRedirect: { previousUrl: registered.previousUrl, target: decision.target } }
    : miss;
}

function redirect(location: string, status: 301 | 302): RouteDecision {
  return { kind: "redirect", location, status, isPerVisitor: false };
}

/**
 * The route segment that carries the site and the request's variant into the route tree
 * (lib/site/site-segment.ts decodes it).
 */
function siteSegment(site: Site, variant: RequestVariant): string {
  return encodeSiteSegment({
    siteId: site.id,
    cacheMode: variant.cacheMode,
    isEditor: variant.editor.valid,
    stage: variant.stage.stage,
    isNextRelease: variant.release.isOn,
  });
}

function page(facts: RequestFacts, site: Site, locale: Locale, rest: string[]): RouteDecision {
  const { variant } = facts;
  const caching = !isSharedRender(variant) ? "private" : isPerQueryPage(rest) ? "shared" : "store";
  return {
    kind: "page",
    path: `/${[siteSegment(site, variant), locale.urlCode, ...rest].join("/")}`,
    caching,
    // A prefetch is not a visit: the router prefetches the language switcher's links too.
    localeCookie: facts.isPrefetch ? null : { name: localeCookieName(site), value: locale.urlCode },
  };
}

function notFound(
  facts: RequestFacts,
  site: Site,
  localeUrlCode: string,
  reason: NotFoundReason,
): Extract<RouteDecision, { kind: "notFound" }> {
  return {
    kind: "notFound",
    path: `/${siteSegment(site, facts.variant)}/${localeUrlCode}/${NOT_FOUND_SEGMENT}`,
    reason,
    isLogged: !facts.isPrefetch,
  };
}

/**
 * The page the navigations show at `path`, with the path its links and the sitemap name (its
 * first in the navigations); null when none does.
 */
function pageShownAt(
  navigations: Parameters<typeof findPageItem>[0],
  path: string,
  country: string | null,
): { canonicalPath: string } | null {
  let pageId: string | null | undefined;
  try {
    pageId = findPageItem(navigations, path, country)?.pageId;
  } catch (error) {
    // The page itself reports the broken home configuration.
    if (error instanceof NavigationConfigurationError) return { canonicalPath: path };
    throw error;
  }
  if (!pageId) return null;
  if (path === "/") return { canonicalPath: path };
  const first = pagePaths(navigations.header.items, navigations.footer.items).get(pageId);
  return { canonicalPath: first ?? path };
}

function visitorLocale(facts: RequestFacts, site: Site, system: SystemData): string {
  const cookieName = localeCookieName(site);
  return chooseRootLocale({
    cookie: Object.hasOwn(facts.cookies, cookieName) ? facts.cookies[cookieName] : undefined,
    acceptLanguage: facts.acceptLanguage,
    isAvailable: (code) => {
      const candidate = parseLocaleSegment(code);
      return Boolean(candidate && isLocaleAvailable(candidate, site, system));
    },
    fallback: siteLanguages(site)[0] ?? "en",
  });
}

/** Every site that speaks the locale, with what a visitor sees of its navigation. */
function directSites(locale: Locale, system: SystemData, navigations: SiteNavigationMap) {
  return system.sites.flatMap((candidate) => {
    const siteNavigations = navigations.get(candidate.id);
    if (!siteNavigations || !isLocaleAvailable(locale, candidate, system)) return [];
    const visible = visitorNavigations(siteNavigations, {
      country: locale.country,
      isEditor: false,
    });
    return [{ site: candidate, ...visible }];
  });
}
