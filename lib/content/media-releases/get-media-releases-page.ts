import "server-only";

import { MediaReleasesPageDocument } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { connectionPage, listPageVariables } from "@/lib/content-system/list-page";
import { readContent } from "@/lib/content-system/read-content";

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
      ...listPageVariables(query.page, MEDIA_RELEASES_PAGE_SIZE, request),
    },
    request,
  );
  const { nodes: releases, total } = connectionPage(raw.mediaReleasesConnection);
  return {
    releases,
    total,
    years: releaseYears(raw.allReleases.map((release) => release.publicationDate)),
    systemPage: raw.systemPages[0] ?? null,
  };
}

export type MediaReleasesPage = Awaited<ReturnType<typeof getMediaReleasesPage>>;
