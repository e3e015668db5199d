import "server-only";

import { StoriesPageDocument } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";
import { pageOffset } from "@/lib/paging/list-paging";

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
      first: STORIES_PAGE_SIZE,
      skip: pageOffset(query.page, STORIES_PAGE_SIZE),
      locales: toContentLocales(request.locales),
      stage: request.stage,
    },
    request,
  );
  return {
    stories: raw.storiesConnection.edges.map((edge) => edge.node),
    total: raw.storiesConnection.aggregate.count,
    categories: raw.storyCategories,
    systemPage: raw.systemPages[0] ?? null,
  };
}

type StoriesPage = Awaited<ReturnType<typeof getStoriesPage>>;
export type StoryListItem = StoriesPage["stories"][number];
