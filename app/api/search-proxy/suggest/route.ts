import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { createLogger } from "@/lib/log/logger";
import { SEARCH_BACKEND } from "@/lib/search/search-client";
import { readSearchProxyInput } from "@/lib/search/search-proxy-input";
import { suggestRequestSchema } from "@/lib/search/search-request-schema";
import { suggestOnSite } from "@/lib/search/search-site";

const log = createLogger("api/search-proxy/suggest");

/** Hits whose titles start with what was typed, for the search box: `{ records }` (spec 000 §7). */
export async function POST(request: Request) {
  const input = await readSearchProxyInput(request, suggestRequestSchema);
  if (!input.ok) return input.response;
  const { query } = input.data;
  try {
    return Response.json({ records: await suggestOnSite(input.scope, query, input.cache) });
  } catch (error) {
    return backendErrorResponse(error, log, `Suggest for ${JSON.stringify(query)}`, SEARCH_BACKEND);
  }
}
