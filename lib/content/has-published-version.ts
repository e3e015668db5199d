import "server-only";

import type { CacheOptions } from "@/lib/cache/cache-mode";
import { findPageById } from "./find-page-by-id";

/**
 * Whether a content page has a PUBLISHED version, for the editor toolbar's "not published yet":
 * a DRAFT read cannot tell, since its stage list holds the stages asked for, and an empty list
 * counts as published (spec 000 §4).
 */
export async function hasPublishedVersion(pageId: string, cache: CacheOptions): Promise<boolean> {
  return (await findPageById(pageId, cache)).contentPages.length > 0;
}
