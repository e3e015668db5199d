import "server-only";

import { MediaReleasesPageDocument } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";
import { pageOffset } from "@/lib/paging/list-paging";

import {
  MEDIA_RELEASES_PAGE_SIZE,
  type MediaReleaseListQuery,
  mediaReleaseWhere,
  releaseYears,
} from "./media-release-list-query";

/** One page of media releases, their total, the years to filter by and the system page. */
export async function getMediaReleasesPage(query: MediaReleaseListQuery, request: ContentRequest) {
  const raw = await readContent(
    MediaReleasesPageDocument,
    {
      where: mediaReleaseWhere(query),
      first: MEDIA_RELEASES_PAGE_SIZE,
      skip: pageOffset(query.page, MEDIA_RELEASES_PAGE_SIZE),
      locales: toContentLocales(request.locales),
      stage: request.stage,
    },
    request,
  );
  return {
    releases: raw.mediaReleasesConnection.edges.map((edge) => edge.node),
    total: raw.mediaReleasesConnection.aggregate.count,
    years: releaseYears(raw.allReleases.map((release) => release.publicationDate)),
    systemPage: raw.systemPages[0] ?? null,
  };
}

export type MediaReleasesPage = Awaited<ReturnType<typeof getMediaReleasesPage>>;
