/** What the provider sent back to /callback (spec 001 §2, §7). */
type CallbackOutcome =
  | { kind: "complete" }
  | { kind: "error"; error: string; description: string | null }
  | { kind: "incomplete"; missing: ("code" | "state")[] };

/**
 * Reads the callback's query: an `error` from the provider wins; otherwise both `code` and
 * `state` must be there (missing or empty ones are named).
 */
export function callbackOutcome(query: URLSearchParams): CallbackOutcome {
  const error = query.get("error");
  if (error) return { kind: "error", error, description: query.get("error_description") || null };
  const missing = (["code", "state"] as const).filter((name) => !query.get(name));
  return missing.length > 0 ? { kind: "incomplete", missing } : { kind: "complete" };
}
