import type { NextRequest } from "next/server";

import { applyCacheParam } from "@/lib/api/apply-cache-param";
import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { errorResponse } from "@/lib/api/error-response";
import { parseInput } from "@/lib/api/parse-input";
import { queryParams } from "@/lib/api/query-params";
import { editorNavigationRequestSchema } from "@/lib/api/site-navigation-schemas";
import { refuseNonEditor } from "@/lib/editor/require-editor";
import { createLogger } from "@/lib/log/logger";
import { getEditorNavigation } from "@/lib/navigation/get-editor-navigation";

const log = createLogger("api/site-navigation/editor");

/** The editor variant of a site's navigation (spec 000 §7): every item, in either stage. */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ siteId: string }> },
) {
  const refused = refuseNonEditor(request);
  if (refused) return refused;
  const url = new URL(request.url);
  const input = parseInput(editorNavigationRequestSchema, {
    ...(await params),
    ...queryParams(url, ["lang", "stage", "cache"]),
  });
  if (!input.ok) return input.response;
  const { siteId, lang, stage, cache } = input.data;

  let navigation;
  try {
    navigation = await getEditorNavigation({
      siteId,
      language: lang,
      stage,
      cache: applyCacheParam(cache),
    });
  } catch (error) {
    return backendErrorResponse(error, log, `Editor navigation of ${siteId} (${lang}, ${stage})`);
  }
  if (!navigation.found) {
    return navigation.reason === "unknown-site"
      ? errorResponse(404, { error: "Not found", field: "siteId", message: `No site ${siteId}` })
      : errorResponse(404, {
          error: "Not found",
          field: "lang",
          message: `Site ${siteId} is offered in ${navigation.languages.join(", ")}, not in ${lang}`,
        });
  }
  return Response.json(
    { siteId, language: lang, stage, header: navigation.header, footer: navigation.footer },
    // An editor's view: never in a shared cache.
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
