import "server-only";

import { notFound } from "next/navigation";
import { cache } from "react";

import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

import { getStoriesPage } from "./get-stories-page";
import type { StoryListQuery } from "./story-list-query";

/** The story list page and its metadata share one read per request. */
export const loadStoriesList = cache(async function loadStoriesList(
  siteSegment: string,
  localeCode: string,
  category: string | null,
  page: number,
) {
  const context = (await getSiteContextForSegment(siteSegment, localeCode)) ?? notFound();
  const query: StoryListQuery = { category, page };
  return { context, query, data: await getStoriesPage(query, context.request) };
});
