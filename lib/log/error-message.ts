/** What a caught value says: an Error's message, anything else thrown as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The kind of a caught Error (`TypeError`, `AbortError`, …); empty for anything else thrown. */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : "";
}
