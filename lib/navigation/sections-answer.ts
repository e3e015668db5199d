import { applyCacheParam } from "@/lib/api/apply-cache-param";
import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { parseInput } from "@/lib/api/parse-input";
import { queryParams } from "@/lib/api/query-params";
import { publicSectionsRequestSchema } from "@/lib/api/site-navigation-schemas";
import { localePreference } from "@/lib/graphql/locale-preference";
import type { createLogger } from "@/lib/log/logger";
import { getSections } from "./get-sections";

type SectionsRequest = ReturnType<typeof publicSectionsRequestSchema.parse>;

interface Audience {
  /** A refusal of this request before any backend is asked (a draft stage for visitors). */
  refuse?: (input: SectionsRequest) => Response | null;
  /** The stage the sections are read in. */
  stageOf: (input: SectionsRequest) => SectionsRequest["stage"];
  headers: (input: SectionsRequest) => HeadersInit;
  log: ReturnType<typeof createLogger>;
  /** What was asked, for the log line of a backend failure. */
  describe: (input: SectionsRequest) => string;
}

/**
 * The answer of the two navigation-section routes (spec 000 §7): sections by id, comma separated,
 * in one language; visitors and editors differ only in who may ask, the stage and the caching.
 */
export async function sectionsAnswer(
  request: Request,
  params: Promise<{ ids: string }>,
  audience: Audience,
): Promise<Response> {
  const input = parseInput(publicSectionsRequestSchema, {
    ...(await params),
    ...queryParams(new URL(request.url), ["lang", "stage", "cache"]),
  });
  if (!input.ok) return input.response;
  const refused = audience.refuse?.(input.data);
  if (refused) return refused;
  const { ids, lang, stage, cache } = input.data;
  try {
    const sections = await getSections(ids, {
      stage: audience.stageOf(input.data),
      locales: localePreference(lang),
      cache: applyCacheParam(cache),
    });
    return Response.json(
      { language: lang, stage, sections },
      { headers: audience.headers(input.data) },
    );
  } catch (error) {
    return backendErrorResponse(error, audience.log, audience.describe(input.data));
  }
}
