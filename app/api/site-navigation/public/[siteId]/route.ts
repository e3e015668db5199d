import { applyCacheParam } from "@/lib/api/apply-cache-param";
import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { errorResponse } from "@/lib/api/error-response";
import { parseInput } from "@/lib/api/parse-input";
import { publicAnswerHeaders } from "@/lib/api/public-answer-headers";
import { queryParams } from "@/lib/api/query-params";
import { refuseDraftStage } from "@/lib/api/refuse-draft-stage";
import { publicNavigationRequestSchema } from "@/lib/api/site-navigation-schemas";
import { createLogger } from "@/lib/log/logger";
import { getPublicNavigation } from "@/lib/navigation/get-public-navigation";

const log = createLogger("api/site-navigation");

/** A site's header and footer navigation for visitors (spec 000 §7). */
export async function GET(request: Request, { params }: { params: Promise<{ siteId: string }> }) {
  const url = new URL(request.url);
  const input = parseInput(publicNavigationRequestSchema, {
    ...(await params),
    ...queryParams(url, ["lang", "stage", "cache", "country"]),
  });
  if (!input.ok) return input.response;
  const { siteId, lang, stage, cache, country } = input.data;
  const refused = refuseDraftStage(stage);
  if (refused) return refused;

  let navigation;
  try {
    navigation = await getPublicNavigation({
      siteId,
      language: lang,
      country: country ?? null,
      cache: applyCacheParam(cache),
    });
  } catch (error) {
    return backendErrorResponse(error, log, `Navigation of ${siteId} (${lang})`);
  }
  if (!navigation.found && navigation.reason === "unknown-site") {
    return errorResponse(404, {
      error: "Not found",
      field: "siteId",
      message: `No site ${siteId}`,
    });
  }
  if (!navigation.found) {
    return errorResponse(404, {
      error: "Not found",
      field: "lang",
      message: `Site ${siteId} is offered in ${navigation.languages.join(", ")}, not in ${lang}`,
    });
  }
  return Response.json(
    {
      siteId,
      language: lang,
      country: country ?? null,
      stage,
      header: navigation.header,
      footer: navigation.footer,
    },
    { headers: publicAnswerHeaders(cache) },
  );
}
