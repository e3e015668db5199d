import "server-only";

import { cache } from "react";

import { createLogger } from "@/lib/log/logger";
import { getSiteContextForSegment, type SiteContext } from "@/lib/site-context/get-site-context";

import { parseCataloguePath } from "./catalogue-path";
import { getCapabilityPage, type CapabilityPage } from "./get-capability-page";
import { getCatalogueEntry } from "./get-catalogue-entry";
import { getRelatedStories, type RelatedStory } from "./get-related-stories";
import type { CatalogueEntry } from "./reshape-catalogue-page";

const log = createLogger("catalogue");

export type LoadedCataloguePage =
  | { kind: "entry"; context: SiteContext; entry: CatalogueEntry; stories: RelatedStory[] }
  | { kind: "capability"; context: SiteContext; page: CapabilityPage }
  /** proxy.ts answers misses with the 404 page; this is a miss between its check and the render. */
  | { kind: "missing"; context: SiteContext }
  | null;

/**
 * What a catalogue page shows, for the page and its metadata alike (one read per request). The
 * site context and the entry come from the cache proxy.ts filled; a product's related stories are
 * the only new read. Null when the site or locale does not exist.
 */
export const loadCataloguePage = cache(async function loadCataloguePage(
  siteSegment: string,
  localeCode: string,
  segments: string[],
): Promise<LoadedCataloguePage> {
  const context = await getSiteContextForSegment(siteSegment, localeCode);
  if (!context) return null;
  const path = parseCataloguePath(segments);
  // The site's cache options: `?cache=false`, and the next-release key prefix.
  const cacheOptions = context.request.cache;
  if (path?.kind === "capability") {
    const page = await getCapabilityPage(path.slug, context.locale, cacheOptions);
    if (page) return { kind: "capability", context, page };
  } else if (path?.kind === "entry") {
    const entry = await getCatalogueEntry(path, context.locale, cacheOptions);
    if (entry) {
      const stories =
        entry.kind === "product" ? await getRelatedStories(entry.slug, context.request) : [];
      return { kind: "entry", context, entry, stories };
    }
  }
  log.warn(
    `No product found for slug ${JSON.stringify(segments.at(-1) ?? "")} (/${segments.join("/")})`,
  );
  return { kind: "missing", context };
});
