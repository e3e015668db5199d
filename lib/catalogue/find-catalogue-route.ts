import "server-only";

import type { CacheOptions } from "@/lib/cache/cache-mode";
import { createLogger } from "@/lib/log/logger";
import type { Locale } from "@/lib/site/types";
import { errorMessage } from "@/lib/log/error-message";

import { parseCataloguePath } from "./catalogue-path";
import { getCapabilityPage } from "./get-capability-page";
import { getCatalogueEntry } from "./get-catalogue-entry";

const log = createLogger("catalogue");

/**
 * Whether a catalogue path (after locale and site slug) names a page: a classification, a product
 * or a capability the visitor's country sees. proxy.ts asks before rewriting, so a miss is the
 * server-rendered 404 page with status 404; the page then reads the same cache entries. A miss is
 * logged as spec 000 §8 names it.
 */
export async function catalogueRouteExists(
  segments: readonly string[],
  locale: Pick<Locale, "sisCode" | "country">,
  cache: CacheOptions,
): Promise<boolean> {
  const path = parseCataloguePath(segments);
  const found =
    path?.kind === "entry"
      ? await getCatalogueEntry(path, locale, cache)
      : path?.kind === "capability"
        ? await getCapabilityPage(path.slug, locale, cache)
        : null;
  if (!found) {
    const slug = segments[segments.length - 1] ?? "";
    log.warn(
      `No product found for slug ${JSON.stringify(slug)} (/${segments.join("/")}, ${locale.sisCode})`,
    );
  }
  return found !== null;
}

/**
 * Starts reading the catalogue entry or capability page that the path after the locale names on
 * the main site, alongside the proxy's first wave, so a cold catalogue page still needs only two
 * waves (a product page's second being its related stories, a capability page's its products). Nothing is awaited here: the check after site resolution
 * joins the same in-flight read, and reports its failure; a wrong guess (a site slug in the path)
 * only costs one unused read.
 */
export function prefetchCatalogueEntry(
  segments: readonly string[],
  locale: Pick<Locale, "sisCode" | "country">,
  cache: CacheOptions,
): void {
  if (cache.mode === "bypass") return;
  const path = parseCataloguePath(segments);
  if (!path) return;
  const reading =
    path.kind === "entry"
      ? getCatalogueEntry(path, locale, cache)
      : getCapabilityPage(path.slug, locale, cache);
  reading.catch((error: unknown) => {
    log.debug(`Prefetch of /${segments.join("/")} failed: ${errorMessage(error)}`);
  });
}
