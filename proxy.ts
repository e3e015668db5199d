import { type NextRequest, NextResponse } from "next/server";

import { cacheModeFromQuery, isCacheClearRequested } from "@/lib/cache/cache-mode";
import { serverCache } from "@/lib/cache/server-cache";
import { prefetchCatalogueEntry } from "@/lib/catalogue/find-catalogue-route";
import { getProductRoutes } from "@/lib/catalogue/get-product-routes";
import { prefetchErrorPage } from "@/lib/content/error-page/get-error-page";
import { findPageById } from "@/lib/content/find-page-by-id";
import { getRedirects } from "@/lib/content/get-redirects";
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
import { NEXT_RELEASE_ON, releaseToggle } from "@/lib/editor/release-toggle";
import { verifyPreviewToken } from "@/lib/editor/signed-token";
import { localePreference } from "@/lib/graphql/locale-preference";
import { PREFETCH_MARKER, STATUS_MARKER, STORE_MARKER } from "@/lib/http/ferrion-headers.mjs";
import { requestHostname } from "@/lib/http/request-hostname";
import { createLogger } from "@/lib/log/logger";
import { getAllSiteNavigations } from "@/lib/navigation/get-site-navigations";
import { ROUTE_CHECKS } from "@/lib/routing/checked-routes";
import {
  decideRoute,
  type LoadedData,
  type LoadStep,
  type RequestFacts,
  type RouteDecision,
} from "@/lib/routing/decide-route";
import { LOCALE_COOKIE_MAX_AGE_S } from "@/lib/routing/locale-cookie";
import { logNotFound } from "@/lib/routing/not-found-log";
import { redirectUrl } from "@/lib/routing/redirect-url";
import type { RequestVariant } from "@/lib/routing/request-variant";
import { fileBasedRoute } from "@/lib/routing/route-table";
import { getSystemData } from "@/lib/site/get-system-data";
import { maintenancePage } from "@/lib/site/maintenance-page";
import type { Locale } from "@/lib/site/types";

const log = createLogger("proxy");

/**
 * Resolves each request once. The decision is lib/routing/decide-route.ts (pure, table-tested);
 * this edge reads what it asks for (site data, navigations, route checks, CMS redirects, a page
 * by id), reads and writes cookies, and turns the decision into a Next.js response: a redirect,
 * a rewrite to the internal route tree /{site}/{locale}/{path}, the 404 page or the maintenance
 * page. Routing only; every route checks its own permissions.
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
  const facts: RequestFacts = {
    pathname: url.pathname,
    search: url.search,
    hostname: requestHostname(request),
    directId: url.searchParams.get("direct"),
    cookies: Object.fromEntries(request.cookies.getAll().map(({ name, value }) => [name, value])),
    acceptLanguage: request.headers.get("accept-language"),
    isPrefetch: request.headers.has(PREFETCH_MARKER),
    variant,
    siteUrl: siteConfig.siteUrl,
  };
  let loaded: LoadedData = {};
  let step = decideRoute(facts, loaded);
  // Only the trailing-slash redirect is decided before anything is read, and asks nothing else.
  if (step.kind !== "redirect" && isCacheClearRequested(url.searchParams.get("cache"))) {
    serverCache().markStale();
  }
  while (step.kind === "load") {
    loaded = { ...loaded, ...(await load(step, url.pathname)) };
    step = decideRoute(facts, loaded);
  }
  return respond(step, request);
}

/** Reads what decideRoute asked for; a failure is data for the decision, logged here. */
async function load(step: LoadStep, pathname: string): Promise<LoadedData> {
  switch (step.need) {
    case "sites": {
      const { locale, stage, cache } = step;
      const request = locale ? { stage, locales: localePreference(locale.language), cache } : null;
      if (locale)
        prefetchCatalogueEntry(pathname.split("/").filter(Boolean).slice(1), locale, cache);
      if (request) prefetchErrorPage(request);
      try {
        // One wave: navigations depend on the locale only, not on the site.
        const [system, navigations] = await Promise.all([
          getSystemData({ mode: cache.mode }),
          request ? getAllSiteNavigations(request) : null,
        ]);
        return { sites: { system, navigations } };
      } catch (error) {
        log.error(`Cannot resolve ${pathname}: ${messageOf(error)}`);
        return { sites: "failed" };
      }
    }
    case "routeExists": {
      const check = ROUTE_CHECKS[fileBasedRoute(step.segments)!];
      try {
        return { routeExists: await check(step.segments, step.locale, step.cache) };
      } catch (error) {
        log.error(`Cannot resolve ${pathname}: ${messageOf(error)}`);
        return { routeExists: "failed" };
      }
    }
    case "redirects":
      try {
        return { redirects: await getRedirects(step.cache) };
      } catch (error) {
        log.warn(`Cannot read redirects for ${pathname}: ${messageOf(error)}`);
        return { redirects: "failed" };
      }
    case "directPage":
      try {
        return { directPage: await findPageById(step.id, step.cache) };
      } catch (error) {
        log.warn(`Cannot look up page ${JSON.stringify(step.id)}: ${messageOf(error)}`);
        return { directPage: null };
      }
    case "productRoutes":
      try {
        return { productRoutes: await getProductRoutes(step.slugs, step.locale, step.cache) };
      } catch (error) {
        log.warn(`Cannot read the product routes for ${pathname}: ${messageOf(error)}`);
        return { productRoutes: "failed" };
      }
  }
}

function respond(decision: RouteDecision, request: NextRequest): NextResponse {
  switch (decision.kind) {
    case "redirect": {
      // Location: a bare path or a configured origin, never the Host (lib/routing/redirect-url).
      const response = NextResponse.redirect(
        redirectUrl(decision.location, request.url),
        decision.status,
      );
      if (decision.isPerVisitor) {
        response.headers.set("Cache-Control", "private, no-store");
        response.headers.set("Vary", "Cookie, Accept-Language");
      }
      return response;
    }
    case "page": {
      const response = rewrite(decision.path, request);
      if (decision.localeCookie) {
        const { name, value } = decision.localeCookie;
        response.cookies.set(name, value, cookieOptions({ maxAge: LOCALE_COOKIE_MAX_AGE_S }));
      }
      if (decision.caching === "store") response.headers.set(STORE_MARKER, "store");
      if (decision.caching === "private")
        response.headers.set("Cache-Control", "private, no-store");
      return response;
    }
    case "notFound": {
      if (decision.refusedRedirect) {
        const { previousUrl, target } = decision.refusedRedirect;
        log.warn(
          `Refused the redirect ${previousUrl} → ${JSON.stringify(target)}: not a web address`,
        );
      }
      if (decision.isLogged) logNotFound(decision.reason, request.nextUrl.pathname);
      const response = rewrite(decision.path, request);
      response.headers.set(STATUS_MARKER, "404");
      return response;
    }
    case "previewGate": {
      // The protected area's password form instead of any page; never stored, status 401.
      const response = rewrite(decision.path, request);
      response.headers.set(STATUS_MARKER, "401");
      response.headers.set("Cache-Control", "private, no-store");
      return response;
    }
    case "maintenance":
      if (decision.cause === "noMainSite") {
        log.error("No main site is configured in the content system");
      }
      return maintenance(request, decision.locale);
  }
}

function rewrite(internalPath: string, request: NextRequest): NextResponse {
  // Same origin as request.url, so Next keeps the rewrite inside this server. (Started with
  // --hostname, Next 16 proxies such rewrites over the network instead: vercel/next.js#94745.)
  return NextResponse.rewrite(new URL(`${internalPath}${request.nextUrl.search}`, request.url));
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
  // NON_SITE_PATHS of lib/routing/route-table.ts, written out: Next.js reads the matcher as a
  // literal (tests/unit/routing/route-table.test.ts keeps the two alike).
  matcher: [
    "/((?!api/|_next/|file/|style-guide/|style-guide$|blank-callback$|icon\\.svg$|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$).*)",
  ],
};
