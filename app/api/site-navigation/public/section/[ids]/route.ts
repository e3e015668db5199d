import { applyCacheParam } from "@/lib/api/apply-cache-param";
import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { parseInput } from "@/lib/api/parse-input";
import { publicAnswerHeaders } from "@/lib/api/public-answer-headers";
import { queryParams } from "@/lib/api/query-params";
import { refuseDraftStage } from "@/lib/api/refuse-draft-stage";
import { publicSectionsRequestSchema } from "@/lib/api/site-navigation-schemas";
import { localePreference } from "@/lib/graphql/locale-preference";
import { createLogger } from "@/lib/log/logger";
import { getSections } from "@/lib/navigation/get-sections";

const log = createLogger("api/site-navigation/section");

/** Navigation sections by id, comma separated, for visitors (spec 000 §7). */
export async function GET(request: Request, { params }: { params: Promise<{ ids: string }> }) {
  const url = new URL(request.url);
  const input = parseInput(publicSectionsRequestSchema, {
    ...(await params),
    ...queryParams(url, ["lang", "stage", "cache"]),
  });
  if (!input.ok) return input.response;
  const { ids, lang, stage, cache } = input.data;
  const refused = refuseDraftStage(stage);
  if (refused) return refused;

  try {
    const sections = await getSections(ids, {
      stage: "PUBLISHED",
      locales: localePreference(lang),
      cache: applyCacheParam(cache),
    });
    return Response.json(
      { language: lang, stage, sections },
      { headers: publicAnswerHeaders(cache) },
    );
  } catch (error) {
    return backendErrorResponse(error, log, `Sections ${ids.join(",")} (${lang})`);
  }
}
