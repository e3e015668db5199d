import { RefreshTimeoutError } from "@/lib/cache/server-cache";
import { GraphQLRequestError } from "@/lib/graphql/graphql-error";
import { BackendUnavailableError } from "@/lib/http/http-errors";

import { errorResponse } from "./error-response";

export function isBackendFailure(error: unknown): error is Error {
  return (
    error instanceof BackendUnavailableError ||
    error instanceof GraphQLRequestError ||
    error instanceof RefreshTimeoutError
  );
}

/**
 * 503 for a backend that failed and had nothing cached to serve instead. The reason goes to the
 * server log once; the caller gets one generic line. Anything else is a bug and is rethrown.
 */
export function backendErrorResponse(
  error: unknown,
  log: { error(message: string): void },
  context: string,
  backend = "content system",
): Response {
  if (!isBackendFailure(error)) throw error;
  log.error(`${context}: ${error.message}`);
  return errorResponse(
    503,
    {
      error: "Service unavailable",
      message: `The ${backend} is unavailable; try again later.`,
    },
    { "Retry-After": "60" },
  );
}
