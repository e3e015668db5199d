import "server-only";

import { StoriesPageDocument } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { connectionPage, listPageVariables } from "@/lib/content-system/list-page";
import { readContent } from "@/lib/content-system/read-content";

import {
  isCategorySlug,
  STORIES_PAGE_SIZE,
  type StoryListQuery,
  storyListWhere,
} from "./story-list-query";

/** One page of the story list, its total, the categories and the list's system page: one read. */
export async function getStoriesPage(query: StoryListQuery, request: ContentRequest) {
  const matchesNothing = query.category !== null && !isCategorySlug(query.category);
  const raw = await readContent(
    StoriesPageDocument,
    {
      // A category that cannot be a slug matches no story: ask for none, still one read.
      where: matchesNothing ? { id_in: [] } : storyListWhere(query),
      ...listPageVariables(query.page, STORIES_PAGE_SIZE, request),
    },
    request,
  );
  const { nodes: stories, total } = connectionPage(raw.storiesConnection);
  return {
    stories,
    total,
    categories: raw.storyCategories,
    systemPage: raw.systemPages[0] ?? null,
  };
}

type StoriesPage = Awaited<ReturnType<typeof getStoriesPage>>;
export type StoryListItem = StoriesPage["stories"][number];
