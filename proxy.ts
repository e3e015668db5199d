import { type NextRequest, NextResponse } from "next/server";

import { cacheModeFromQuery, isCacheClearRequested } from "@/lib/cache/cache-mode";
import { serverCache } from "@/lib/cache/server-cache";
import { findPageById } from "@/lib/content/find-page-by-id";
import { getRedirects } from "@/lib/content/get-redirects";
import { pathFromSegments } from "@/lib/content/path-from-segments";
import { prefetchCatalogueEntry } from "@/lib/catalogue/find-catalogue-route";
import { config as siteConfig } from "@/lib/config";
import {
  EDITOR_COOKIE,
  EDITOR_STAGE_COOKIE,
  NEXT_RELEASE_COOKIE,
  PREVIEW_COOKIE,
  TESTING_COOKIE,
} from "@/lib/cookies/names.mjs";
import { siteCookieOptions } from "@/lib/cookies/site-cookie-options";
import { secretCookieOptions } from "@/lib/editor/cookie-options";
import { checkEditorToken } from "@/lib/editor/editor-session";
import { chooseStage } from "@/lib/editor/page-stage";
import { PREVIEW_LOCKED, previewGate } from "@/lib/editor/preview-gate";
import {
  NEXT_RELEASE_CACHE_PREFIX,
  NEXT_RELEASE_ON,
  releaseToggle,
} from "@/lib/editor/release-toggle";
import { verifyPreviewToken } from "@/lib/editor/signed-token";
import { localePreference } from "@/lib/graphql/locale-preference";
import { requestHostname } from "@/lib/http/request-hostname";
import { createLogger } from "@/lib/log/logger";
import { visitorNavigations } from "@/lib/navigation/filter-navigation";
import {
  findPageItem,
  NavigationConfigurationError,
  pagePaths,
} from "@/lib/navigation/find-navigation-item";
import { getAllSiteNavigations } from "@/lib/navigation/get-site-navigations";
import { directTarget } from "@/lib/routing/direct-target";
import { routeCheckFor } from "@/lib/routing/checked-routes";
import { isFileBasedRoute } from "@/lib/routing/file-based-routes";
import { NOT_FOUND_SEGMENT } from "@/lib/routing/not-found-route";
import { PREVIEW_GATE_ROUTE } from "@/lib/routing/preview-gate-route";
import { isSharedRender, type RequestVariant } from "@/lib/routing/request-variant";
import { LOCALE_COOKIE_MAX_AGE_S, localeCookieName } from "@/lib/routing/locale-cookie";
import { logNotFound, type NotFoundReason } from "@/lib/routing/not-found-log";
import { findRedirect, redirectTarget } from "@/lib/routing/redirect-target";
import { redirectUrl } from "@/lib/routing/redirect-url";
import { chooseRootLocale } from "@/lib/routing/root-locale";
import { withoutTrailingSlash } from "@/lib/routing/trailing-slash";
import { isPortalRoute } from "@/lib/portal/portal-routes";
import { isPerQueryPage } from "@/lib/routing/per-query-pages";
import { parseLocaleSegment } from "@/lib/site/derive-locale";
import { getSystemData } from "@/lib/site/get-system-data";
import { isLocaleAvailable } from "@/lib/site/is-locale-available";
import { maintenancePage } from "@/lib/site/maintenance-page";
import { resolveSite } from "@/lib/site/resolve-site";
import { siteLanguages } from "@/lib/site/site-languages";
import { encodeSiteSegment } from "@/lib/site/site-segment";
import type { Locale, Site, SystemData } from "@/lib/site/types";
import { PREFETCH_MARKER } from "@/server/prefetch-marker.mjs";
import { STATUS_MARKER } from "@/server/status-marker.mjs";
import { STORE_MARKER } from "@/server/store-marker.mjs";

const log = createLogger("proxy");

/**
 * Resolves each request once: redirects that need no content (trailing slash, locale), then
 * site and locale from host and path, the page from the site's navigation, CMS redirects on a
 * miss, and a rewrite to the internal route tree /{site}/{locale}/{path}. Routing only; every
 * route checks its own permissions.
 */
export async function proxy(request: NextRequest) {
  const variant = requestVariant(request);
  const response = await route(request, variant);
  applyVariantCookies(response, variant);
  const testing = request.nextUrl.searchParams.get("testing");
  if (testing === "true") response.cookies.set(TESTING_COOKIE, "true", cookieOptions());
  if (testing === "false") response.cookies.delete(TESTING_COOKIE);
  return response;
}

/**
 * Who is asking, from cookies and switches in the query: a signed-in editor (the cookie's HMAC
 * re-checked on every navigation, spec 000 §4) and the stage they chose, the next-release
 * toggle, the preview gate.
 */
function requestVariant(request: NextRequest): RequestVariant {
  const { searchParams } = request.nextUrl;
  const cookie = (name: string) => request.cookies.get(name)?.value;
  const editor = checkEditorToken(cookie(EDITOR_COOKIE));
  const previewCookie = cookie(PREVIEW_COOKIE);
  return {
    editor,
    hasEditorCookie: request.cookies.has(EDITOR_COOKIE),
    stage: chooseStage({
      isEditor: editor.valid,
      query: searchParams.get("stage"),
      cookie: cookie(EDITOR_STAGE_COOKIE),
    }),
    release: releaseToggle(searchParams.get("nextRelease"), cookie(NEXT_RELEASE_COOKIE)),
    gate: previewGate({
      isAlwaysOn: siteConfig.preview.isAlwaysOn,
      hasPassword: siteConfig.preview.password !== null,
      flag: searchParams.get("enablePreviewPassword"),
      cookie: previewCookie,
      isUnlocked: verifyPreviewToken(previewCookie, {
        password: siteConfig.preview.password,
        secret: siteConfig.editor.secret,
      }),
    }),
    cacheMode: cacheModeFromQuery(searchParams.get("cache")),
  };
}

function cookieOptions(extra?: Parameters<typeof siteCookieOptions>[1]) {
  return siteCookieOptions(siteConfig.usesLocalServices, extra);
}

function applyVariantCookies(response: NextResponse, variant: RequestVariant): void {
  // A forged or expired editor cookie is ignored and cleared.
  if (variant.hasEditorCookie && !variant.editor.valid) {
    response.cookies.set(EDITOR_COOKIE, "", secretCookieOptions(siteConfig.usesLocalServices, 0));
  }
  if (variant.stage.cookie === "set-draft") {
    response.cookies.set(EDITOR_STAGE_COOKIE, "DRAFT", cookieOptions({ httpOnly: true }));
  }
  if (variant.stage.cookie === "clear") response.cookies.delete(EDITOR_STAGE_COOKIE);
  if (variant.release.cookie === "set") {
    response.cookies.set(NEXT_RELEASE_COOKIE, NEXT_RELEASE_ON, cookieOptions());
  }
  if (variant.release.cookie === "clear") response.cookies.delete(NEXT_RELEASE_COOKIE);
  if (variant.gate.cookie === "lock") {
    response.cookies.set(
      PREVIEW_COOKIE,
      PREVIEW_LOCKED,
      secretCookieOptions(siteConfig.usesLocalServices, null),
    );
  }
  if (variant.gate.cookie === "clear") response.cookies.delete(PREVIEW_COOKIE);
}

async function route(request: NextRequest, variant: RequestVariant): Promise<NextResponse> {
  const url = request.nextUrl;
  const slashless = withoutTrailingSlash(url.pathname);
  if (slashless) return redirect(`${slashless}${url.search}`, request, 301);

  const cacheParam = url.searchParams.get("cache");
  if (isCacheClearRequested(cacheParam)) serverCache().markStale();
  const { cacheMode } = variant;
  const segments = url.pathname.split("/").filter(Boolean);
  const locale = parseLocaleSegment(segments[0] ?? "");
  // The locked site shows only the password form, whatever the path (spec 001 §4).
  if (locale && variant.gate.isLocked) return previewGateForm(locale, request);

  const isEditor = variant.editor.valid;
  const stage = isEditor ? variant.stage.stage : "PUBLISHED";
  const cache = {
    mode: cacheMode,
    keyPrefix: variant.release.isOn ? NEXT_RELEASE_CACHE_PREFIX : undefined,
  };
  if (locale) prefetchCatalogueEntry(segments.slice(1), locale, cache);

  let system: SystemData;
  let navigations: Awaited<ReturnType<typeof getAllSiteNavigations>> | null;
  try {
    // One wave: navigations depend on the locale only, not on the site.
    [system, navigations] = await Promise.all([
      getSystemData({ mode: cacheMode }),
      locale
        ? getAllSiteNavigations({ stage, locales: localePreference(locale.language), cache })
        : null,
    ]);
  } catch (error) {
    log.error(`Cannot resolve ${url.pathname}: ${messageOf(error)}`);
    return maintenance(request, locale);
  }

  const match = resolveSite(
    system.sites,
    requestHostname(request),
    locale ? segments.slice(1) : segments,
  );
  if (!match) {
    log.error("No main site is configured in the content system");
    return maintenance(request, locale);
  }
  const { site, rest } = match;

  // `/` and paths without a locale (old bookmarks) go to the visitor's locale.
  if (!locale) {
    const target = visitorLocale(request, site, system);
    const response = redirect(
      `/${target}${url.pathname === "/" ? "" : url.pathname}${url.search}`,
      request,
      302,
    );
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("Vary", "Cookie, Accept-Language");
    return response;
  }
  const siteNavigations = navigations?.get(site.id);
  if (!siteNavigations || !isLocaleAvailable(locale, site, system)) {
    return notFound(site, siteLanguages(site)[0] ?? "en", variant, request, "invalid");
  }
  // Editors reach hidden pages too (spec 000 §6).
  const visible = visitorNavigations(siteNavigations, { country: locale.country, isEditor });
  const prefix = { localeUrlCode: locale.urlCode, siteSlug: site.slug };

  const directId = url.searchParams.get("direct");
  if (directId !== null) {
    return direct(directId, {
      request,
      site,
      locale,
      system,
      navigations: navigations!,
      variant,
    });
  }

  const path = pathFromSegments(rest);
  // The portal's ids (tickets, users, PIM products such as CL-1000) are not CMS slugs; its route
  // check (lib/portal/portal-routes.ts) validates them without a backend call.
  const check = path !== null || isPortalRoute(rest) ? routeCheckFor(rest) : undefined;
  if (check) {
    let exists: boolean;
    try {
      exists = await check(rest, locale, { mode: cacheMode });
    } catch (error) {
      log.error(`Cannot resolve ${url.pathname}: ${messageOf(error)}`);
      return maintenance(request, locale);
    }
    if (exists) return page(site, locale, rest, variant, request);
  } else if (path !== null && (isFileBasedRoute(path) || hasPage(visible, path, locale.country))) {
    return page(site, locale, rest, variant, request);
  }

  try {
    const registered = findRedirect(await getRedirects({ mode: cacheMode }), `/${rest.join("/")}`);
    if (registered) {
      const context = {
        ...prefix,
        pagePaths: pagePaths(visible.header.items, visible.footer.items),
      };
      const decision = redirectTarget(registered.target, context);
      if (decision.kind === "redirect") return redirect(decision.location, request, 301);
      if (decision.kind === "refused") {
        log.warn(
          `Refused the redirect ${registered.previousUrl} → ${JSON.stringify(decision.target)}: not a web address`,
        );
      }
    }
  } catch (error) {
    log.warn(`Cannot read redirects for ${url.pathname}: ${messageOf(error)}`);
  }
  const reason = path === null || check ? "invalid" : "unmatched";
  return notFound(site, locale.urlCode, variant, request, reason);
}

function hasPage(
  navigations: Parameters<typeof findPageItem>[0],
  path: string,
  country: string | null,
): boolean {
  try {
    return Boolean(findPageItem(navigations, path, country)?.pageId);
  } catch (error) {
    // The page itself reports the broken home configuration.
    if (error instanceof NavigationConfigurationError) return true;
    throw error;
  }
}

function visitorLocale(request: NextRequest, site: Site, system: SystemData): string {
  return chooseRootLocale({
    cookie: request.cookies.get(localeCookieName(site))?.value,
    acceptLanguage: request.headers.get("accept-language"),
    isAvailable: (code) => {
      const candidate = parseLocaleSegment(code);
      return Boolean(candidate && isLocaleAvailable(candidate, site, system));
    },
    fallback: siteLanguages(site)[0] ?? "en",
  });
}

interface DirectInput {
  request: NextRequest;
  site: Site;
  locale: Locale;
  system: SystemData;
  navigations: NonNullable<Awaited<ReturnType<typeof getAllSiteNavigations>>>;
  variant: RequestVariant;
}

async function direct(id: string, input: DirectInput): Promise<NextResponse> {
  const { request, site, locale, system, navigations, variant } = input;
  const found = await findPageById(id, { mode: variant.cacheMode }).catch((error: unknown) => {
    log.warn(`Cannot look up page ${JSON.stringify(id)}: ${messageOf(error)}`);
    return null;
  });
  const sites = system.sites.flatMap((candidate) => {
    const siteNavigations = navigations.get(candidate.id);
    if (!siteNavigations || !isLocaleAvailable(locale, candidate, system)) return [];
    const visible = visitorNavigations(siteNavigations, {
      country: locale.country,
      isEditor: false,
    });
    return [{ site: candidate, ...visible }];
  });
  const target =
    found &&
    directTarget({
      found,
      localeUrlCode: locale.urlCode,
      currentSite: site,
      sites,
      siteUrl: siteConfig.siteUrl,
    });
  return target
    ? redirect(target, request, 302)
    : notFound(site, locale.urlCode, variant, request, "unmatched");
}

function siteSegment(site: Site, variant: RequestVariant): string {
  return encodeSiteSegment({
    siteId: site.id,
    cacheMode: variant.cacheMode,
    isEditor: variant.editor.valid,
    stage: variant.stage.stage,
    isNextRelease: variant.release.isOn,
  });
}

function page(
  site: Site,
  locale: Locale,
  rest: string[],
  variant: RequestVariant,
  request: NextRequest,
): NextResponse {
  const internalPath = `/${[siteSegment(site, variant), locale.urlCode, ...rest].join("/")}`;
  const response = rewrite(internalPath, request);
  // A prefetch is not a visit: the router prefetches the language switcher's links too.
  if (!isPrefetch(request)) {
    response.cookies.set(
      localeCookieName(site),
      locale.urlCode,
      cookieOptions({ maxAge: LOCALE_COOKIE_MAX_AGE_S }),
    );
  }
  if (isSharedRender(variant)) {
    if (!isPerQueryPage(rest)) response.headers.set(STORE_MARKER, "store");
  } else response.headers.set("Cache-Control", "private, no-store");
  return response;
}

function isPrefetch(request: NextRequest): boolean {
  return request.headers.has(PREFETCH_MARKER);
}

function notFound(
  site: Site,
  localeUrlCode: string,
  variant: RequestVariant,
  request: NextRequest,
  reason: NotFoundReason,
) {
  if (!isPrefetch(request)) logNotFound(reason, request.nextUrl.pathname);
  const segment = siteSegment(site, variant);
  const response = rewrite(`/${segment}/${localeUrlCode}/${NOT_FOUND_SEGMENT}`, request);
  response.headers.set(STATUS_MARKER, "404");
  return response;
}

/** The protected area's password form instead of any page; never stored, status 401. */
function previewGateForm(locale: Locale, request: NextRequest): NextResponse {
  const response = rewrite(`/${PREVIEW_GATE_ROUTE}/${locale.language}`, request);
  response.headers.set(STATUS_MARKER, "401");
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

function rewrite(internalPath: string, request: NextRequest): NextResponse {
  // Same origin as request.url, so Next keeps the rewrite inside this server. (Started with
  // --hostname, Next 16 proxies such rewrites over the network instead: vercel/next.js#94745.)
  return NextResponse.rewrite(new URL(`${internalPath}${request.nextUrl.search}`, request.url));
}

/** Location: a bare path or a configured origin, never the Host (lib/routing/redirect-url). */
function redirect(location: string, request: NextRequest, status: 301 | 302): NextResponse {
  return NextResponse.redirect(redirectUrl(location, request.url), status);
}

function maintenance(request: NextRequest, locale: Locale | null): NextResponse {
  const homeHref = locale ? `/${locale.urlCode}` : "/";
  const page = maintenancePage({
    language: locale?.language ?? "en",
    homeHref,
    path: request.nextUrl.pathname,
  });
  return new NextResponse(page, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": "60",
      "Cache-Control": "no-store",
    },
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const config = {
  // Route handlers, build assets, file downloads, the style guide (no locale), the silent
  // renewal's light return page (app/blank-callback) and the crawler files are not pages of a site.
  matcher: [
    "/((?!api/|_next/|file/|style-guide/|style-guide$|blank-callback$|icon\\.svg$|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$).*)",
  ],
};
