import "server-only";

import { RelatedStoriesDocument, type RelatedStoriesQuery } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";

export type RelatedStory = RelatedStoriesQuery["stories"][number];

/** Stories about a product (spec 000 §7: the content system's related stories by product slug). */
export async function getRelatedStories(
  productSlug: string,
  request: ContentRequest,
): Promise<RelatedStory[]> {
  const locales = toContentLocales(request.locales);
  const { stories } = await readContent(
    RelatedStoriesDocument,
    { productSlug, locales, stage: request.stage },
    request,
  );
  return stories;
}
