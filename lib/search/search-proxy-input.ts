import "server-only";

import { z } from "zod";

import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { errorResponse } from "@/lib/api/error-response";
import { parseInput } from "@/lib/api/parse-input";
import { queryParams } from "@/lib/api/query-params";
import { readJsonBody } from "@/lib/api/read-json-body";
import { cacheField } from "@/lib/api/request-fields";
import type { CacheOptions } from "@/lib/cache/cache-mode";
import { createLogger } from "@/lib/log/logger";

import { resolveSearchScope, type SearchScope } from "./resolve-search-scope";
import { applySearchCacheParam } from "./search-cache-param";

const log = createLogger("api/search-proxy");

const cacheParamSchema = z.object({ cache: cacheField });

type ProxyInput<T> =
  | { ok: true; data: T; scope: SearchScope; cache: CacheOptions }
  | { ok: false; response: Response };

/**
 * The body of a search-proxy call, validated, with its site and locale and the `?cache=` choice
 * (no draft or personal search exists: answers are shared): a 4xx naming the problem for
 * anything a caller got wrong, a 503 when the sites cannot be read.
 */
export async function readSearchProxyInput<
  Schema extends z.ZodType<{ siteSlug: string; localeCode: string }>,
>(request: Request, schema: Schema): Promise<ProxyInput<z.output<Schema>>> {
  const param = parseInput(cacheParamSchema, queryParams(new URL(request.url), ["cache"]));
  if (!param.ok) return param;
  const body = await readJsonBody(request);
  if (!body.ok) return body;
  const input = parseInput(schema, body.body);
  if (!input.ok) return input;
  const { siteSlug, localeCode } = input.data;
  const cache = applySearchCacheParam(param.data.cache);
  try {
    const resolved = await resolveSearchScope(siteSlug, localeCode, cache);
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
    return { ok: true, data: input.data, scope: resolved.scope, cache };
  } catch (error) {
    return { ok: false, response: backendErrorResponse(error, log, "Sites for the search") };
  }
}
