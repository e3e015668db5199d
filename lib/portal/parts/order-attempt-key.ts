/**
 * The idempotency key of an order attempt: made once when the order form opens and kept for
 * every send of that order (a double click, a retry after a failure or a lost answer), so the
 * back end places one order; only a placed order ends the attempt and the next order gets a
 * new key.
 */
type OrderOutcome = "placed" | "failed";

export function orderKeyAfter(key: string, outcome: OrderOutcome, makeKey: () => string): string {
  return outcome === "placed" ? makeKey() : key;
}

/** A refusal of the back end (`<path>: <key> (…)`) as the form field it names and its key. */
export function refusedField(message: string): { path: string; key: string } | null {
  const match =
    /^((?:lines\.\d+\.(?:articleNumber|quantity|productId))|locationId|purchaseOrderNumber|note|idempotencyKey|lines): ([A-Za-z]+)\b/.exec(
      message,
    );
  return match ? { path: match[1] as string, key: match[2] as string } : null;
}
