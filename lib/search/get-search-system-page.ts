import "server-only";

import { SearchSystemPageDocument } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";

export interface SearchSystemPage {
  title: string;
  description: string | null;
}

/** The title and description editors give the search page (SystemPage `search`), or null. */
export async function getSearchSystemPage(
  request: ContentRequest,
): Promise<SearchSystemPage | null> {
  const raw = await readContent(
    SearchSystemPageDocument,
    { locales: toContentLocales(request.locales), stage: request.stage },
    request,
  );
  const page = raw.systemPages[0];
  return page ? { title: page.title, description: page.seo?.description ?? null } : null;
}
