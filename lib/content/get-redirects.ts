import "server-only";

import { type RedirectsQuery, RedirectsDocument } from "@/graphql/generated/content";
import type { CacheOptions } from "@/lib/cache/cache-mode";

import { readContent } from "./read-content";

export type Redirect = RedirectsQuery["redirects"][number];

/** Every published redirect (spec 000 §3), read once and matched in memory. */
export async function getRedirects(cache: CacheOptions): Promise<Redirect[]> {
  const { redirects } = await readContent(
    RedirectsDocument,
    { stage: "PUBLISHED" },
    { stage: "PUBLISHED", locales: ["en"], cache },
  );
  return redirects;
}
