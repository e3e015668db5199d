import "server-only";

import {
  MediaReleaseBySlugDocument,
  type MediaReleaseBySlugQuery,
} from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";

export type MediaRelease = MediaReleaseBySlugQuery["mediaReleases"][number];

/** The media release with a slug; null when there is none. */
export async function getMediaRelease(
  slug: string,
  request: ContentRequest,
): Promise<MediaRelease | null> {
  const raw = await readContent(
    MediaReleaseBySlugDocument,
    { slug, locales: toContentLocales(request.locales), stage: request.stage },
    request,
  );
  return raw.mediaReleases[0] ?? null;
}
