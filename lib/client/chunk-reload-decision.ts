/** Spec 000 §9: chunk-reload guard. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** The last reload made for a failed chunk, kept in sessionStorage. */
export interface ChunkReloadRecord {
  path: string;
  at: number;
}

const CHUNK_FAILURE_MESSAGES = [
  /Loading chunk [\w/.-]+ failed/i,
  /Loading CSS chunk/i,
  /Failed to load chunk/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** Whether an error (or rejection reason) is a failed load of a code chunk, e.g. after a deploy. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== "object") {
    return (
      typeof error === "string" && CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(error))
    );
  }
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  return (
    typeof message === "string" && CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(message))
  );
}

/**
 * Spec 000 §8: a failed chunk load reloads the page, at most once per path within the guard
 * time, so a chunk that is really gone cannot make the page reload forever.
 */
export function shouldReloadForChunkError(
  last: ChunkReloadRecord | null,
  path: string,
  now: number,
): boolean {
  if (!last || last.path !== path) return true;
  return now - last.at >= CHUNK_RELOAD_GUARD_MS || now < last.at;
}
