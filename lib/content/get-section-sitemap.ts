import "server-only";

import { SectionSitemapDocument, type SectionSitemapQuery } from "@/graphql/generated/content";
import type { CacheOptions } from "@/lib/cache/cache-mode";

import { readContent } from "@/lib/content-system/read-content";

/** Every published story, author and media release with its languages: one read. */
export function getSectionSitemap(cache: CacheOptions): Promise<SectionSitemapQuery> {
  return readContent(
    SectionSitemapDocument,
    { stage: "PUBLISHED" },
    { stage: "PUBLISHED", locales: ["en"], cache },
  );
}
