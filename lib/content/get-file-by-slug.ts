import "server-only";

import { AssetBySlugDocument, type FileFieldsFragment } from "@/graphql/generated/content";

import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";

/** The published file with a slug, in the request's language preference; null when none has it. */
export async function getFileBySlug(
  slug: string,
  request: ContentRequest,
): Promise<FileFieldsFragment | null> {
  const raw = await readContent(
    AssetBySlugDocument,
    { slug, locales: toContentLocales(request.locales), stage: request.stage },
    request,
  );
  return raw.assets[0] ?? null;
}
