import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { createLogger } from "@/lib/log/logger";
import { SEARCH_BACKEND } from "@/lib/search/search-client";
import { readSearchProxyInput } from "@/lib/search/search-proxy-input";
import { searchRequestSchema } from "@/lib/search/search-request-schema";
import { searchSite } from "@/lib/search/search-site";

const log = createLogger("api/search-proxy/search");

/** One page of search hits: `{ query, total, page, pageCount, records }` (spec 000 §7). */
export async function POST(request: Request) {
  const input = await readSearchProxyInput(request, searchRequestSchema);
  if (!input.ok) return input.response;
  const { query, page } = input.data;
  try {
    return Response.json(await searchSite(input.scope, query, page, input.cache));
  } catch (error) {
    return backendErrorResponse(error, log, `Search for ${JSON.stringify(query)}`, SEARCH_BACKEND);
  }
}
