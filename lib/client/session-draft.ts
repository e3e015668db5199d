import type * as z from "@/lib/validation/zod";

/**
 * What a form keeps in this tab's sessionStorage while it is typed, so a reload or a trip
 * through sign-in loses nothing (a form that fails keeps what was typed). An entry that does not
 * fit the form's shape is dropped: nothing left in storage can break the form.
 */
export function sessionDraft<T>(key: string, schema: z.ZodMiniType<T>) {
  return {
    read(): T | null {
      if (typeof window === "undefined") return null;
      try {
        const raw = window.sessionStorage.getItem(key);
        if (raw === null) return null;
        const parsed = schema.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
        window.sessionStorage.removeItem(key);
      } catch {
        // Not JSON, or storage unavailable: as if nothing was kept.
      }
      return null;
    },
    write(value: T): void {
      try {
        window.sessionStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or denied: the form still works, only without the safety net.
      }
    },
    clear(): void {
      try {
        window.sessionStorage.removeItem(key);
      } catch {
        // Storage unavailable: nothing was kept either.
      }
    },
  };
}
