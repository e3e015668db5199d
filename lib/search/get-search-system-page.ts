import "server-only";

import { SearchSystemPageDocument } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";

export interface SearchSystemPage {
  title: string;
  description: string | null;
}

/**
 * The title and description editors give the search page (SystemPage `search`) in the visitor's
 * language, or null. The content system falls back to another language where the page is not
 * translated; the UI texts, which every offered language has, then stand in, so a French page is
 * not titled "Search".
 */
export async function getSearchSystemPage(
  request: ContentRequest,
): Promise<SearchSystemPage | null> {
  const raw = await readContent(
    SearchSystemPageDocument,
    { locales: toContentLocales(request.locales), stage: request.stage },
    request,
  );
  const page = raw.systemPages[0];
  if (!page || page.locale !== request.locales[0]) return null;
  return { title: page.title, description: page.seo?.description ?? null };
}
