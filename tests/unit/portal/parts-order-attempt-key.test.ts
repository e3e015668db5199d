import { describe, expect, it } from "vitest";

import { orderKeyAfter, refusedField } from "@/lib/portal/parts/order-attempt-key";

describe("issue 14: an order attempt's idempotency key", () => {
  it.each<["placed" | "failed", string]>([
    ["failed", "first"],
    ["placed", "second"],
  ])("after an order %s the key is %s", (outcome, expected) => {
    const keys = ["second", "third"];
    expect(orderKeyAfter("first", outcome, () => keys.shift() as string)).toBe(expected);
  });

  it("a retry after failures keeps the key; the next order after success gets a new one", () => {
    let made = 0;
    const makeKey = () => `key-${++made}`;
    let key = makeKey();
    key = orderKeyAfter(key, "failed", makeKey);
    key = orderKeyAfter(key, "failed", makeKey);
    expect(key).toBe("key-1");
    key = orderKeyAfter(key, "placed", makeKey);
    expect(key).toBe("key-2");
  });
});

describe("issue 14: a refusal of the portal back end names its field", () => {
  it.each<[string, { path: string; key: string } | null]>([
    [
      "lines.1.articleNumber: articleUnknown (article SP-99999 is not sold for product x)",
      { path: "lines.1.articleNumber", key: "articleUnknown" },
    ],
    ["locationId: locationInvalid", { path: "locationId", key: "locationInvalid" }],
    [
      "idempotencyKey: idempotencyKeyReused",
      { path: "idempotencyKey", key: "idempotencyKeyReused" },
    ],
    ["lines.0.quantity: quantityInvalid", { path: "lines.0.quantity", key: "quantityInvalid" }],
    ["FORBIDDEN", null],
    ["constructor: articleUnknown", null],
    ["The portal back end is not reachable", null],
  ])("%s", (message, expected) => {
    expect(refusedField(message)).toEqual(expected);
  });
});
