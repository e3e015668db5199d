import "server-only";

import { ContentPageByIdDocument } from "@/graphql/generated/content";

import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";
import { reshapeContentPage } from "./reshape-page";
import type { Page } from "./types";

/** A content page in the request's stage and language preference; null when it does not exist. */
export async function getContentPage(id: string, request: ContentRequest): Promise<Page | null> {
  const locales = toContentLocales(request.locales);
  const raw = await readContent(
    ContentPageByIdDocument,
    { id, locales, stage: request.stage },
    request,
  );
  const page = raw.contentPages[0];
  return page ? reshapeContentPage(page, request.locales[0] ?? "en") : null;
}
