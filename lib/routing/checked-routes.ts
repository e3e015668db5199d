import "server-only";

import type { CacheOptions } from "@/lib/cache/cache-mode";
import { catalogueRouteExists } from "@/lib/catalogue/find-catalogue-route";
import { mediaReleasesRouteExists } from "@/lib/content/media-releases/media-releases-route-exists";
import { storiesRouteExists } from "@/lib/content/stories/stories-route-exists";
import { portalScreen } from "@/lib/portal/portal-routes";
import type { Locale } from "@/lib/site/types";

import type { FileBasedRoute } from "./route-table";

/** Whether a file-based path (segments after locale and site slug) names an existing page. */
type RouteCheck = (
  segments: readonly string[],
  locale: Locale,
  cache: CacheOptions,
) => Promise<boolean>;

/**
 * Whether a file-based route's page exists, by route (route-table.ts). proxy.ts asks before
 * rewriting, where the status can still be set: a miss goes on to the CMS redirects and then the
 * server-rendered 404 page (spec 000 §2, §8).
 */
export const ROUTE_CHECKS: Readonly<Record<FileBasedRoute, RouteCheck>> = {
  catalogue: catalogueRouteExists,
  stories: storiesRouteExists,
  "media-releases": mediaReleasesRouteExists,
  // The editor area is one page: /{locale}/editor and nothing below it.
  editor: async (segments) => segments.length === 1,
  // The search results are one page: /{locale}/search?q=…&page=…, nothing below it.
  search: async (segments) => segments.length === 1,
  // The content system's fixed error page is one page: /{locale}/error and nothing below it.
  "error-page": async (segments) => segments.length === 1,
  // The portal's routes of spec 001 §2.
  portal: async (segments) => portalScreen(segments.slice(1)) !== null,
  // The two sign-in returns, with nothing below them.
  "sign-in-return": async (segments) => segments.length === 1,
};
