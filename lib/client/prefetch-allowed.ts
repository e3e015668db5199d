import { type ConnectionHints, shouldPrefetch } from "./should-prefetch";

function connection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

/** Whether this connection may prefetch pages now; false on the server, which cannot know it. */
export function isPrefetchAllowed(): boolean {
  return typeof navigator !== "undefined" && shouldPrefetch(connection());
}
