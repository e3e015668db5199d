/** Spec 000 §8: errors that are empty objects carry nothing worth logging. */
export function isEmptyErrorValue(error: unknown): boolean {
  if (error === null || error === undefined) return true;
  if (typeof error !== "object" || error instanceof Error) return false;
  return Object.keys(error).length === 0;
}

export function logClientError(error: unknown): void {
  if (isEmptyErrorValue(error)) return;
  console.error(error);
}
