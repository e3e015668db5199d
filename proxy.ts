import { type NextRequest, NextResponse } from "next/server";

import { cacheModeFromQuery, isCacheClearRequested } from "@/lib/cache/cache-mode";
import { serverCache } from "@/lib/cache/server-cache";
import { createLogger } from "@/lib/log/logger";
import { parseLocaleSegment } from "@/lib/site/derive-locale";
import { getSystemData } from "@/lib/site/get-system-data";
import { isLocaleAvailable } from "@/lib/site/is-locale-available";
import { maintenancePage } from "@/lib/site/maintenance-page";
import { resolveSite } from "@/lib/site/resolve-site";
import { siteLanguages } from "@/lib/site/site-languages";
import { encodeSiteSegment } from "@/lib/site/site-segment";
import { STORE_MARKER } from "@/server/store-marker.mjs";

const log = createLogger("proxy");

/** Segment the catch-all page rejects: where proxy sends requests that can only be a 404. */
const NOT_FOUND_SEGMENT = "~404";

/**
 * Resolves each request once: site and locale from host and path, then a rewrite to the internal
 * route tree /{site}/{locale}/{path}. Routing only; every route checks its own permissions.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const cacheParam = url.searchParams.get("cache");
  if (isCacheClearRequested(cacheParam)) serverCache().clear();
  const cacheMode = cacheModeFromQuery(cacheParam);
  const segments = url.pathname.split("/").filter(Boolean);
  const [localeSegment = "", ...afterLocale] = segments;

  if (segments.length === 0) {
    return NextResponse.redirect(new URL(`/en${url.search}`, url), 302);
  }

  let system;
  try {
    system = await getSystemData({ mode: cacheMode });
  } catch (error) {
    log.error(
      `Cannot resolve ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return new NextResponse(maintenancePage(localeSegment.slice(0, 2)), {
      status: 503,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Retry-After": "60",
        "Cache-Control": "no-store",
      },
    });
  }

  const locale = parseLocaleSegment(localeSegment);
  const match = resolveSite(system.sites, url.hostname, afterLocale);
  if (!match) {
    log.error("No main site is configured in the content system");
    return new NextResponse(maintenancePage("en"), {
      status: 503,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  }
  const siteSegment = encodeSiteSegment({ siteId: match.site.id, cacheMode });
  const internalPath =
    locale && isLocaleAvailable(locale, match.site, system)
      ? `/${[siteSegment, locale.urlCode, ...match.rest].join("/")}`
      : `/${siteSegment}/${siteLanguages(match.site)[0] ?? "en"}/${NOT_FOUND_SEGMENT}`;
  // Same origin as request.url, so Next keeps the rewrite inside this server. (Started with
  // --hostname, Next 16 proxies such rewrites over the network instead: vercel/next.js#94745.)
  const response = NextResponse.rewrite(new URL(`${internalPath}${url.search}`, request.url));
  if (cacheMode === "default") response.headers.set(STORE_MARKER, "store");
  return response;
}

export const config = {
  matcher: ["/((?!api/|_next/|icon.svg|favicon.ico).*)"],
};
