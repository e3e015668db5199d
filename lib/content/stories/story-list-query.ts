import type { StoryWhereInput } from "@/graphql/generated/content";
import { firstValue, parsePageNumber, type SearchParamValue } from "@/lib/paging/list-paging";

/** Stories per page of the list (two rows of three). */
export const STORIES_PAGE_SIZE = 6;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The story list's state, from its URL: `?category={slug}&page={n}`. */
export interface StoryListQuery {
  /** A category slug; an unknown one lists nothing. */
  category: string | null;
  page: number;
}

/**
 * Reads the list's query parameters. A category that cannot be a slug is kept as given, so the
 * list says that nothing matches rather than silently showing everything.
 */
export function parseStoryListQuery(params: Record<string, SearchParamValue>): StoryListQuery {
  const category = firstValue(params.category)?.trim().slice(0, 100) || null;
  return { category, page: parsePageNumber(params.page) };
}

/** Whether the category can name one at all; the page skips the read for one that cannot. */
export function isCategorySlug(category: string): boolean {
  return SLUG.test(category);
}

export function storyListWhere(query: StoryListQuery): StoryWhereInput {
  return query.category ? { category: { slug: query.category } } : {};
}
