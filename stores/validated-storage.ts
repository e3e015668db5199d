import type { PersistStorage, StorageValue } from "zustand/middleware";
import type * as z from "@/lib/validation/zod";

/**
 * Local storage for a persisted store that checks what it reads (spec 000 §8): an entry that
 * cannot be parsed or does not have the expected shape is removed and logged, and the store
 * starts empty. Nothing a visitor (or an old release) left in storage can break the page.
 *
 * The schema (and zod with it) loads only when something is stored, so a first visit's pages
 * ship no validation code (issue 17): nothing stored is answered at once, an entry once checked.
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
      return loadSchema().then((schema) => storedValue(schema, raw) ?? reset(name));
    },
    setItem(name, value) {
      window.localStorage.setItem(name, JSON.stringify(value));
    },
    removeItem(name) {
      window.localStorage.removeItem(name);
    },
  };
}

/** The stored envelope's state when it has the schema's shape; null for anything else. */
function storedValue<S>(schema: z.ZodMiniType<S>, raw: string): StorageValue<S> | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    const envelope =
      typeof parsed === "object" && parsed !== null && "state" in parsed ? parsed : null;
    const state = schema.safeParse(envelope?.state);
    if (!state.success) return null;
    const version =
      "version" in (envelope ?? {}) ? Number((envelope as StorageValue<unknown>).version) : 0;
    return { state: state.data, version: Number.isFinite(version) ? version : 0 };
  } catch {
    // Not JSON: as unusable as any other entry of the wrong shape.
    return null;
  }
}
