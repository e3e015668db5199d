import "server-only";

import { StoryBySlugDocument, type StoryBySlugQuery } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";

export type Story = StoryBySlugQuery["stories"][number];

/** The story with a slug, in the request's language preference; null when there is none. */
export async function getStory(slug: string, request: ContentRequest): Promise<Story | null> {
  const raw = await readContent(
    StoryBySlugDocument,
    { slug, locales: toContentLocales(request.locales), stage: request.stage },
    request,
  );
  return raw.stories[0] ?? null;
}
