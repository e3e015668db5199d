import type { PersistStorage, StorageValue } from "zustand/middleware";
import type * as z from "@/lib/validation/zod";

/**
 * Local storage for a persisted store that checks what it reads (spec 000 §8): an entry that
 * cannot be parsed or does not have the expected shape is removed and logged, and the store
 * starts empty. Nothing a visitor (or an old release) left in storage can break the page.
 *
 * The schema (and zod with it) loads only when something is stored, so pages ship no validation
 * code (issue 17) until a visitor has something to remember: nothing stored is answered at once,
 * an entry once checked. A store's empty state (only nulls and empty lists) is not written at
 * all, else every page after a visitor's first would load zod to read back nothing.
 */
export function validatedStorage<S>(
  loadSchema: () => Promise<z.ZodMiniType<S>>,
  label: string,
  /** Told when an unusable entry was removed, so the page can say so (the parts cart does). */
  onReset?: () => void,
): PersistStorage<S> {
  function reset(name: string): null {
    console.warn(`The stored ${label} could not be read and was reset to empty`, { key: name });
    window.localStorage.removeItem(name);
    onReset?.();
    return null;
  }
  return {
    getItem(name) {
      const raw = window.localStorage.getItem(name);
      if (raw === null) return null;
      const envelope = storedEnvelope(raw);
      if (envelope && isEmptyState(envelope.state)) {
        // Left by a release that still wrote empty states.
        window.localStorage.removeItem(name);
        return null;
      }
      return loadSchema().then((schema) => storedValue(schema, envelope) ?? reset(name));
    },
    setItem(name, value) {
      if (isEmptyState(value.state)) window.localStorage.removeItem(name);
      else window.localStorage.setItem(name, JSON.stringify(value));
    },
    removeItem(name) {
      window.localStorage.removeItem(name);
    },
  };
}

/** Nothing to remember: only nulls and empty lists, a store's state before anything happened. */
function isEmptyState(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value).every(isEmptyState);
  return false;
}

/** The stored `{ state, version }`, or null when the entry is not JSON or has no state. */
function storedEnvelope(raw: string): { state: unknown; version?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === "object" && parsed !== null && "state" in parsed ? parsed : null;
  } catch {
    return null;
  }
}

/** The stored state when it has the schema's shape; null for anything else. */
function storedValue<S>(
  schema: z.ZodMiniType<S>,
  envelope: { state: unknown; version?: unknown } | null,
): StorageValue<S> | null {
  const state = schema.safeParse(envelope?.state);
  if (!state.success) return null;
  const version = Number(envelope?.version ?? 0);
  return { state: state.data, version: Number.isFinite(version) ? version : 0 };
}
