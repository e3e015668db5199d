import type { NextRequest } from "next/server";

import { applyCacheParam } from "@/lib/api/apply-cache-param";
import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { parseInput } from "@/lib/api/parse-input";
import { queryParams } from "@/lib/api/query-params";
import { publicSectionsRequestSchema } from "@/lib/api/site-navigation-schemas";
import { refuseNonEditor } from "@/lib/editor/require-editor";
import { localePreference } from "@/lib/graphql/locale-preference";
import { createLogger } from "@/lib/log/logger";
import { getSections } from "@/lib/navigation/get-sections";

const log = createLogger("api/site-navigation/editor/section");

/** Navigation sections by id for editors (spec 000 §7), in either stage. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ ids: string }> }) {
  const refused = refuseNonEditor(request);
  if (refused) return refused;
  const url = new URL(request.url);
  const input = parseInput(publicSectionsRequestSchema, {
    ...(await params),
    ...queryParams(url, ["lang", "stage", "cache"]),
  });
  if (!input.ok) return input.response;
  const { ids, lang, stage, cache } = input.data;
  try {
    const sections = await getSections(ids, {
      stage,
      locales: localePreference(lang),
      cache: applyCacheParam(cache),
    });
    return Response.json(
      { language: lang, stage, sections },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    return backendErrorResponse(error, log, `Editor sections ${ids.join(",")} (${lang}, ${stage})`);
  }
}
