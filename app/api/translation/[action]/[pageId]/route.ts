import type { NextRequest } from "next/server";

import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { errorResponse } from "@/lib/api/error-response";
import { parseInput } from "@/lib/api/parse-input";
import { refuseCrossSite } from "@/lib/api/refuse-cross-site";
import { refuseNonEditor } from "@/lib/editor/require-editor";
import { translationRequestSchema } from "@/lib/editor/request-schemas";
import { overallTranslationState } from "@/lib/editor/translation-state";
import { createLogger } from "@/lib/log/logger";
import { findTranslatablePage } from "@/lib/translation/find-translatable-page";
import { callTranslationService, TRANSLATION_BACKEND } from "@/lib/translation/translation-client";

const log = createLogger("api/translation");

/**
 * Spec 000 §7: GET /api/translation/{state|start|reset}/{pageId} answers the page's source
 * language and translation targets, plus the overall state of §4. Editors only, from the site's
 * own pages only (start and reset change state though the spec makes them GETs); content pages
 * only (another kind of page is 400, an unknown id 404).
 */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ action: string; pageId: string }> },
) {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const refused = refuseNonEditor(request);
  if (refused) return refused;
  const input = parseInput(translationRequestSchema, await params);
  if (!input.ok) return input.response;
  const { action, pageId } = input.data;

  try {
    const page = await findTranslatablePage(pageId);
    if (page.kind === "missing") {
      return errorResponse(404, {
        error: "Not found",
        field: "pageId",
        message: `No content page ${pageId}`,
      });
    }
    if (page.kind === "other") {
      return errorResponse(400, {
        error: "Invalid request",
        field: "pageId",
        message: `pageId ${pageId} is not a content page; only content pages are translated here`,
      });
    }
    const translation = await callTranslationService(action, pageId, page);
    if (action !== "state") log.info(`Translation of ${pageId}: ${action}`);
    return Response.json(
      {
        pageId,
        ...translation,
        overallState: overallTranslationState(translation.targetLanguages),
      },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    return backendErrorResponse(
      error,
      log,
      `Translation ${action} of ${pageId}`,
      TRANSLATION_BACKEND,
    );
  }
}
