import "server-only";

import { CataloguePageDocument } from "@/graphql/generated/pim";
import type { CacheOptions } from "@/lib/cache/cache-mode";
import type { Locale } from "@/lib/site/types";

import { readCatalogue } from "./read-catalogue";
import { type CatalogueEntry, reshapeCataloguePage } from "./reshape-catalogue-page";

/**
 * The classification or product at a catalogue route (`/products/cutting-stripping`), as the
 * visitor's country sees it; null when there is none. One request, so a cold page stays within
 * its second wave; proxy.ts reads it first to answer a miss with the 404 page, and the page then
 * reads the same cache entry.
 */
export async function getCatalogueEntry(
  path: { url: string; slug: string },
  locale: Pick<Locale, "sisCode" | "country">,
  cache: CacheOptions,
): Promise<CatalogueEntry | null> {
  const raw = await readCatalogue(
    CataloguePageDocument,
    { url: path.url, slug: path.slug, locale: locale.sisCode },
    cache,
  );
  return reshapeCataloguePage(raw, path.url, locale.country);
}
