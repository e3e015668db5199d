import { applyCacheParam } from "@/lib/api/apply-cache-param";
import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { errorResponse } from "@/lib/api/error-response";
import { parseInput } from "@/lib/api/parse-input";
import { publicAnswerHeaders } from "@/lib/api/public-answer-headers";
import { queryParams } from "@/lib/api/query-params";
import { getNewsFeedPage } from "@/lib/content/news-feed/get-news-feed-page";
import { newsFeedRequestSchema } from "@/lib/content/news-feed/news-feed-request-schema";
import { publishedRequest } from "@/lib/content-system/published-request";
import { GraphQLRequestError } from "@/lib/graphql/graphql-error";
import { createLogger } from "@/lib/log/logger";

const log = createLogger("api/news-feed");

/** Spec 000 §7: the news feed panel's pages, ten items each, newest first, by cursor. */
export async function GET(request: Request) {
  const input = parseInput(
    newsFeedRequestSchema,
    queryParams(new URL(request.url), ["lang", "after", "cache"]),
  );
  if (!input.ok) return input.response;
  const { lang, after, cache } = input.data;
  try {
    const page = await getNewsFeedPage(
      after ?? null,
      publishedRequest(lang, applyCacheParam(cache)),
    );
    return Response.json(page, {
      headers: publicAnswerHeaders(cache),
    });
  } catch (error) {
    // The language is checked above, so a content system that answers but refuses the read
    // refuses the cursor: one of a well-formed shape that no page of this feed handed out.
    if (after !== undefined && error instanceof GraphQLRequestError && error.status < 500) {
      log.warn(`News feed cursor ${JSON.stringify(after)} refused: ${error.message}`);
      return errorResponse(400, {
        error: "Invalid request",
        field: "after",
        message: "after is not a cursor of this news feed",
      });
    }
    return backendErrorResponse(error, log, `News feed (${lang}, after ${after ?? "-"})`);
  }
}
