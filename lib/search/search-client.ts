import "server-only";

import { z } from "zod";

import { config } from "@/lib/config";
import { createHttpFetch } from "@/lib/http/http-fetch";
import { BackendUnavailableError } from "@/lib/http/http-errors";

export const SEARCH_BACKEND = "search service";

const recordSchema = z.object({
  title: z.string(),
  description: z.string(),
  url: z.string(),
  type: z.string(),
});

const queryAnswerSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
  records: z.array(recordSchema),
});

const suggestAnswerSchema = z.object({ records: z.array(recordSchema) });

export type IndexRecord = z.infer<typeof recordSchema>;
type QueryAnswer = z.infer<typeof queryAnswerSchema>;

const httpFetch = createHttpFetch({ backend: SEARCH_BACKEND, timeoutMs: config.httpTimeoutMs });

/**
 * One call of the search service (SEARCH_API_URL; local-services/search/README.md). Input is
 * validated before it gets here, so any refusal or unexpected answer is the service's failure.
 */
async function post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  const response = await httpFetch(`${config.search.apiUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const detail = (await response.text()).slice(0, 200);
    throw new BackendUnavailableError(
      SEARCH_BACKEND,
      `${path} answered ${response.status} ${detail}`,
    );
  }
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    throw new BackendUnavailableError(SEARCH_BACKEND, `${path} answered an unexpected shape`);
  }
  return parsed.data;
}

interface IndexScope {
  /** "" for the main site. */
  siteSlug: string;
  /** e.g. de-CH */
  localeCode: string;
}

export function queryIndex(
  scope: IndexScope,
  query: string,
  page: number,
  pageSize: number,
): Promise<QueryAnswer> {
  return post(
    "/query",
    { site: scope.siteSlug, locale: scope.localeCode, query, page, pageSize },
    queryAnswerSchema,
  );
}

export async function suggestFromIndex(
  scope: IndexScope,
  query: string,
  limit: number,
): Promise<IndexRecord[]> {
  const answer = await post(
    "/suggest",
    { site: scope.siteSlug, locale: scope.localeCode, query, limit },
    suggestAnswerSchema,
  );
  return answer.records;
}
