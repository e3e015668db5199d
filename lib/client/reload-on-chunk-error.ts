import {
  type ChunkReloadRecord,
  isChunkLoadError,
  shouldReloadForChunkError,
} from "./chunk-reload-decision";

const STORAGE_KEY = "ferrion:chunk-reload";

function readRecord(): ChunkReloadRecord | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null");
    if (parsed && typeof parsed === "object" && "path" in parsed && "at" in parsed) {
      const { path, at } = parsed as Record<string, unknown>;
      if (typeof path === "string" && typeof at === "number") return { path, at };
    }
  } catch {
    // Unreadable or blocked storage counts as "no reload yet".
  }
  return null;
}

function writeRecord(record: ChunkReloadRecord): boolean {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/**
 * Reloads the page when `error` is a failed chunk load and the guard allows it. True when a
 * reload was started. Without storage the guard cannot work, so no reload is made then.
 */
export function reloadOnChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const path = window.location.pathname;
  const now = Date.now();
  if (!shouldReloadForChunkError(readRecord(), path, now)) return false;
  if (!writeRecord({ path, at: now })) return false;
  window.location.reload();
  return true;
}
