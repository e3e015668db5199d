import "server-only";

import { type RedirectsQuery, RedirectsDocument } from "@/graphql/generated/content";
import type { CacheOptions } from "@/lib/cache/cache-mode";
import { serverCache } from "@/lib/cache/server-cache";

import { readAllPages } from "./read-all-pages";
import { readContent } from "@/lib/content-system/read-content";

export type Redirect = RedirectsQuery["redirects"][number];

/**
 * Every published redirect (spec 000 §3), read page by page and cached as one list, so all pages
 * come from the same moment and a redirect past the first 1,000 still resolves.
 */
export async function getRedirects(cache: CacheOptions): Promise<Redirect[]> {
  return serverCache().read(
    "content:Redirects:all",
    () =>
      readAllPages(
        async (page) =>
          (
            await readContent(
              RedirectsDocument,
              { stage: "PUBLISHED", ...page },
              { stage: "PUBLISHED", locales: ["en"], cache: { mode: "bypass" } },
            )
          ).redirects,
      ),
    cache,
  );
}
