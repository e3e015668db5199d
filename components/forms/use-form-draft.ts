"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

import { sessionDraft } from "@/lib/client/session-draft";
import * as z from "@/lib/validation/zod";

/** What a form keeps while it is typed: the submission's key and the typed values. */
const storedDraftSchema = z.object({
  idempotencyKey: z.optional(z.string()),
  values: z.optional(z.record(z.string(), z.unknown())),
});

type StoredDraft = z.infer<typeof storedDraftSchema>;

const storedDraft = (key: string) => sessionDraft(key, storedDraftSchema);

/** The draft each form found when the page loaded: what a reload brought back. */
const draftsAtLoad = new Map<string, StoredDraft | null>();

function draftAtLoad(key: string): StoredDraft | null {
  if (!draftsAtLoad.has(key)) draftsAtLoad.set(key, storedDraft(key).read());
  return draftsAtLoad.get(key) ?? null;
}

/** The draft's values of these fields (texts and ticked boxes), when any of them holds something. */
function typedValues(
  draft: StoredDraft | null,
  fieldNames: readonly string[],
): Record<string, string | boolean> | null {
  const values = draft?.values;
  if (!values) return null;
  const kept = Object.fromEntries(
    fieldNames.flatMap((name) =>
      typeof values[name] === "string" || typeof values[name] === "boolean"
        ? [[name, values[name]]]
        : [],
    ),
  );
  return Object.values(kept).some((value) => value !== "" && value !== false) ? kept : null;
}

const noSubscription = () => () => undefined;

/** A version 4 UUID, also where `crypto.randomUUID` is missing (a page not served securely). */
function newUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What was typed survives a reload within the browser's session (sessionStorage), and the
 * submission's idempotency key with it, so a retry after a reload is still the same submission.
 * Only the form's own fields are restored (texts and checkboxes); `clear` after success.
 */
export function useFormDraft<Values extends FieldValues>(
  storageKey: string,
  form: UseFormReturn<Values, unknown, unknown>,
  fieldNames: readonly (keyof Values & string)[],
) {
  // Known only in the browser; the server renders the form empty.
  const restored = useSyncExternalStore(
    noSubscription,
    () => typedValues(draftAtLoad(storageKey), fieldNames) !== null,
    () => false,
  );
  const keyRef = useRef<string | null>(null);

  useEffect(() => {
    // Read afresh: after a client-side navigation the page-load draft is no longer the latest.
    const draft = storedDraft(storageKey).read();
    keyRef.current = draft?.idempotencyKey ?? newUuid();
    const kept = typedValues(draft, fieldNames);
    if (kept) form.reset({ ...form.getValues(), ...kept });
    const subscription = form.watch((current) => {
      const typed = Object.fromEntries(fieldNames.map((name) => [name, current[name] ?? ""]));
      storedDraft(storageKey).write({ idempotencyKey: keyRef.current ?? undefined, values: typed });
    });
    return () => subscription.unsubscribe();
  }, [storageKey, form, fieldNames]);

  return {
    restored,
    /** The key of the submission being typed: the same for every retry until it succeeds. */
    idempotencyKey: () => (keyRef.current ??= newUuid()),
    /** After success: the draft is gone and the next submission gets a key of its own. */
    clear() {
      keyRef.current = newUuid();
      storedDraft(storageKey).clear();
      draftsAtLoad.set(storageKey, null);
    },
  };
}
