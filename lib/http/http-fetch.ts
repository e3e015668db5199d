import { BackendUnavailableError } from "./http-errors";
import { shouldRetry } from "./retry-policy";

interface HttpFetchOptions {
  /** Name of the backend, for messages ("content system"). */
  backend: string;
  timeoutMs: number;
  /** The fetch to use; tests pass a fake. */
  fetch?: typeof globalThis.fetch;
}

const RETRY_DELAY_MS = 100;

function describe(error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return "timed out";
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}

/**
 * fetch with a timeout per attempt and one retry of reads on a transient status. A network
 * failure or timeout becomes a BackendUnavailableError naming the backend.
 */
export function createHttpFetch(options: HttpFetchOptions): typeof globalThis.fetch {
  const baseFetch = options.fetch ?? globalThis.fetch;
  return async function httpFetch(input, init) {
    const method = (
      init?.method ?? (input instanceof Request ? input.method : "GET")
    ).toUpperCase();
    for (let retries = 0; ; retries++) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      let response: Response;
      try {
        response = await baseFetch(input, { ...init, signal });
      } catch (error) {
        if (timeout.aborted) {
          throw new BackendUnavailableError(
            options.backend,
            `no answer within ${options.timeoutMs} ms`,
          );
        }
        throw new BackendUnavailableError(options.backend, describe(error));
      }
      if (!shouldRetry(method, response.status, retries)) return response;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  };
}
