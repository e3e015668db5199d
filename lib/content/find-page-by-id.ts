import "server-only";

import { type PageByIdQuery, PageByIdDocument } from "@/graphql/generated/content";
import type { CacheOptions } from "@/lib/cache/cache-mode";

import { readContent } from "@/lib/content-system/read-content";

/** Content page, story, media release or system page with an id (spec 000 §7). */
export function findPageById(id: string, cache: CacheOptions): Promise<PageByIdQuery> {
  return readContent(
    PageByIdDocument,
    { id, stage: "PUBLISHED" },
    { stage: "PUBLISHED", locales: ["en"], cache },
  );
}
