import "server-only";

import {
  StoryContactsDocument,
  type StoryContactFieldsFragment,
} from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";

export type StoryContact = StoryContactFieldsFragment;

/** Every author of stories, by name. */
export async function getStoryContacts(request: ContentRequest): Promise<StoryContact[]> {
  const raw = await readContent(
    StoryContactsDocument,
    { locales: toContentLocales(request.locales), stage: request.stage },
    request,
  );
  return [...raw.storyContacts].sort((a, b) => a.name.localeCompare(b.name));
}
