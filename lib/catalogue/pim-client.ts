import "server-only";

import { config } from "@/lib/config";
import { createGraphQLClient } from "@/lib/graphql/create-graphql-client";

export const PIM_BACKEND = "product information system";

/** The one client of the product information system (PRODUCT_API_URL). */
export const pimClient = createGraphQLClient({
  backend: PIM_BACKEND,
  url: config.product.apiUrl,
  timeoutMs: config.httpTimeoutMs,
});
