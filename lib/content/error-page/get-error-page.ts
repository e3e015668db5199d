import "server-only";

import { ErrorSystemPageDocument, type ErrorSystemPageQuery } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";
import { createLogger } from "@/lib/log/logger";
import { errorMessage } from "@/lib/log/error-message";

export type ErrorSystemPage = ErrorSystemPageQuery["systemPages"][number];

const log = createLogger("content");

/**
 * The fixed error page of the content system (SystemPage `error`, spec 000 §3) in the request's
 * locale, or null. The error page must show even when the content system is what failed: a
 * failed read is logged and gives null, so the built-in texts (messages/ErrorPage) stand in.
 */
export async function getErrorPage(request: ContentRequest): Promise<ErrorSystemPage | null> {
  try {
    const raw = await readContent(
      ErrorSystemPageDocument,
      { locales: toContentLocales(request.locales), stage: request.stage },
      request,
    );
    return raw.systemPages[0] ?? null;
  } catch (error) {
    log.warn(`Cannot read the error page; its built-in texts are shown: ${errorMessage(error)}`);
    return null;
  }
}

/**
 * Starts reading the error page beside the proxy's first wave: every page's layout reads it, and
 * read there it would come after the page's own reads, a third wave on a cold cache. The layout
 * then joins the same cache entry. Nothing to start where the layout reads afresh anyway (a
 * `?cache=false` or draft read).
 */
export function prefetchErrorPage(request: ContentRequest): void {
  if (request.cache.mode === "bypass" || request.stage !== "PUBLISHED") return;
  void getErrorPage(request);
}
