import "server-only";

import { notFound } from "next/navigation";
import { cache } from "react";

import type { SearchParamValue } from "@/lib/paging/list-paging";
import { linkContextFor } from "@/lib/catalogue/link-context-for";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

import { getMediaRelease } from "./get-media-release";
import { getMediaReleasesPage } from "./get-media-releases-page";
import { parseMediaReleaseListQuery } from "./media-release-list-query";

/** The media release list and its metadata share one read per request. */
const loadMediaReleasesList = cache(async function loadMediaReleasesList(
  siteSegment: string,
  localeCode: string,
  adhoc: boolean | null,
  year: number | null,
  page: number,
) {
  const context = (await getSiteContextForSegment(siteSegment, localeCode)) ?? notFound();
  const query = { adhoc, year, page };
  const data = await getMediaReleasesPage(query, context.request);
  return {
    context,
    query,
    data,
    linkContext: await linkContextFor(context, data.systemPage?.modules),
  };
});

/** A media release page and its metadata share the read proxy.ts's route check made. */
export const loadMediaRelease = cache(async function loadMediaRelease(
  siteSegment: string,
  localeCode: string,
  slug: string,
) {
  const context = (await getSiteContextForSegment(siteSegment, localeCode)) ?? notFound();
  const release = await getMediaRelease(slug, context.request);
  return { context, release, linkContext: await linkContextFor(context, release?.modules) };
});

export type LoadedMediaReleasesList = Awaited<ReturnType<typeof loadMediaReleasesList>>;
export type LoadedMediaRelease = Awaited<ReturnType<typeof loadMediaRelease>>;

/** The media release list of a route: the query read from the address, then the shared read. */
export function loadMediaReleasesListPage(
  siteSegment: string,
  localeCode: string,
  searchParams: Record<string, SearchParamValue>,
): Promise<LoadedMediaReleasesList> {
  const { adhoc, year, page } = parseMediaReleaseListQuery(searchParams);
  return loadMediaReleasesList(siteSegment, localeCode, adhoc, year, page);
}
