import "server-only";

import { SpanStatusCode, trace } from "@opentelemetry/api";

import type { CacheOptions } from "@/lib/cache/cache-mode";
import { serverCache } from "@/lib/cache/server-cache";

import { cacheOutcome, type LoadState } from "./cache-outcome";

interface CachedQuery<T> {
  /** Name of the backend ("content system"). */
  backend: string;
  operation: string;
  key: string;
  cache: CacheOptions;
  load: () => Promise<T>;
}

const tracer = trace.getTracer("komax-web");

/**
 * A backend read through the data cache, the one place GraphQL calls and the cache meet: one span
 * per read naming the operation, the backend and what the cache did (the call itself, when this
 * read made one, is the client's span below it).
 */
export function cachedQuery<T>({
  backend,
  operation,
  key,
  cache,
  load,
}: CachedQuery<T>): Promise<T> {
  return tracer.startActiveSpan(`GraphQL ${operation}`, async (span) => {
    span.setAttribute("graphql.operation.name", operation);
    span.setAttribute("komax.backend", backend);
    let state: LoadState = "none";
    let failed = false;
    const tracked = () => {
      state = "pending";
      const loading = load();
      loading.then(
        () => (state = "fulfilled"),
        () => (state = "rejected"),
      );
      return loading;
    };
    try {
      return await serverCache().read(key, tracked, cache);
    } catch (error) {
      failed = true;
      span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
      throw error;
    } finally {
      const outcome = failed ? "miss" : cacheOutcome(cache.mode === "bypass", state);
      span.setAttribute("komax.cache", outcome);
      span.end();
    }
  });
}
