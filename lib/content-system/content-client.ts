import "server-only";

import { config } from "@/lib/config";
import { createGraphQLClient } from "@/lib/graphql/create-graphql-client";

export const CONTENT_BACKEND = "content system";

/** The one client of the content system; the token is sent on every read, never to the browser. */
export const contentClient = createGraphQLClient({
  backend: CONTENT_BACKEND,
  url: config.content.apiUrl,
  timeoutMs: config.httpTimeoutMs,
  headers: config.content.token ? { Authorization: `Bearer ${config.content.token}` } : {},
});
