import "server-only";

import { StoryAuthorDocument, type StoryAuthorQuery } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";

import type { StoryContact } from "./get-story-contacts";

interface StoryAuthor {
  contact: StoryContact;
  stories: StoryAuthorQuery["stories"];
}

/** An author (story contact) by slug with their stories, newest first; null when unknown. */
export async function getStoryAuthor(
  slug: string,
  request: ContentRequest,
): Promise<StoryAuthor | null> {
  const raw = await readContent(
    StoryAuthorDocument,
    { slug, locales: toContentLocales(request.locales), stage: request.stage },
    request,
  );
  const contact = raw.storyContacts[0];
  return contact ? { contact, stories: raw.stories } : null;
}
