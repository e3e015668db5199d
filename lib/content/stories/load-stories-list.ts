import "server-only";

import { notFound } from "next/navigation";
import { cache } from "react";

import type { SearchParamValue } from "@/lib/paging/list-paging";
import { linkContextFor } from "@/lib/catalogue/link-context-for";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

import { getStoriesPage } from "./get-stories-page";
import { parseStoryListQuery, type StoryListQuery } from "./story-list-query";

/** The story list page and its metadata share one read per request. */
const loadStoriesList = cache(async function loadStoriesList(
  siteSegment: string,
  localeCode: string,
  category: string | null,
  page: number,
) {
  const context = (await getSiteContextForSegment(siteSegment, localeCode)) ?? notFound();
  const query: StoryListQuery = { category, page };
  const data = await getStoriesPage(query, context.request);
  return {
    context,
    query,
    data,
    linkContext: await linkContextFor(context, data.systemPage?.modules),
  };
});

export type LoadedStoriesList = Awaited<ReturnType<typeof loadStoriesList>>;

/** The story list of a route: the list's query read from the address, then the shared read. */
export function loadStoriesListPage(
  siteSegment: string,
  localeCode: string,
  searchParams: Record<string, SearchParamValue>,
): Promise<LoadedStoriesList> {
  const { category, page } = parseStoryListQuery(searchParams);
  return loadStoriesList(siteSegment, localeCode, category, page);
}
