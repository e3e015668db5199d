import "server-only";

import type { z } from "zod";

import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { errorResponse } from "@/lib/api/error-response";
import { parseInput } from "@/lib/api/parse-input";
import { readJsonBody } from "@/lib/api/read-json-body";
import type { CacheOptions } from "@/lib/cache/cache-mode";
import { createLogger } from "@/lib/log/logger";

import { resolveSearchScope, type SearchScope } from "./resolve-search-scope";

const log = createLogger("api/search-proxy");

/** Search answers are shared by everyone; there is no draft or personal search. */
export const SEARCH_CACHE: CacheOptions = { mode: "default" };

type ProxyInput<T> = { ok: true; data: T; scope: SearchScope } | { ok: false; response: Response };

/**
 * The body of a search-proxy call, validated, with its site and locale: a 4xx naming the problem
 * for anything a caller got wrong, a 503 when the sites cannot be read.
 */
export async function readSearchProxyInput<
  Schema extends z.ZodType<{ siteSlug: string; localeCode: string }>,
>(request: Request, schema: Schema): Promise<ProxyInput<z.output<Schema>>> {
  const body = await readJsonBody(request);
  if (!body.ok) return body;
  const input = parseInput(schema, body.body);
  if (!input.ok) return input;
  const { siteSlug, localeCode } = input.data;
  try {
    const resolved = await resolveSearchScope(siteSlug, localeCode, SEARCH_CACHE);
    if (!resolved.ok) {
      return {
        ok: false,
        response: errorResponse(400, {
          error: "Invalid request",
          field: resolved.field,
          message: resolved.message,
        }),
      };
    }
    return { ok: true, data: input.data, scope: resolved.scope };
  } catch (error) {
    return { ok: false, response: backendErrorResponse(error, log, "Sites for the search") };
  }
}
