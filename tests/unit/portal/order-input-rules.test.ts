import { describe, expect, it } from "vitest";

import {
  MAX_ORDER_LINES,
  orderQuantitySchema,
  partsOrderSchema,
} from "@/contracts/portal/parts/order-input-rules.mjs";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

/** The first message per dotted path of a failed check, as the back end names them. */
function messages(schema: { safeParse(input: unknown): unknown }, input: unknown) {
  const result = schema.safeParse(input) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    found[issue.path.map(String).join(".")] ??= issue.message;
  }
  return found;
}

const LINE = { productId: "FER-CS-3100", articleNumber: "WP-20012", quantity: 2 };
const ORDER = {
  idempotencyKey: "6f1c1e36-3a8e-4a86-9d75-1b3c5f3f7a10",
  locationId: "L-1a2b3c4d-1",
  purchaseOrderNumber: "4500012345",
  note: "Please deliver to gate 3.",
  lines: [LINE],
};
const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ ...LINE, articleNumber: `SP-${10_000 + i}` }));

describe("quantity: whole pieces from 1 to 999", () => {
  it.each([
    [1, true],
    [2, true],
    [999, true],
    [0, false],
    [-1, false],
    [1000, false],
    [1.5, false],
    ["3", false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [null, false],
    [undefined, false],
  ])("%j accepted: %s", (quantity, accepted) => {
    const result = orderQuantitySchema.safeParse(quantity);
    expect(result.success).toBe(accepted);
    if (!result.success) expect(result.error.issues[0]?.message).toBe("quantityInvalid");
  });
});

describe("parts order", () => {
  it("accepts a complete order and one without the optional fields", () => {
    expect(messages(partsOrderSchema, ORDER)).toEqual({});
    const bare = {
      idempotencyKey: ORDER.idempotencyKey,
      locationId: ORDER.locationId,
      lines: [LINE],
    };
    expect(messages(partsOrderSchema, bare)).toEqual({});
  });

  it.each([
    ["idempotencyKey", "absent", undefined, "idempotencyKeyInvalid"],
    ["idempotencyKey", "not a UUID", "order-1", "idempotencyKeyInvalid"],
    [
      "idempotencyKey",
      "a UUID with a bad variant",
      "6f1c1e36-3a8e-4a86-2d75-1b3c5f3f7a10",
      "idempotencyKeyInvalid",
    ],
    ["locationId", "empty", "", "locationInvalid"],
    ["locationId", "a path", "../L-1", "locationInvalid"],
    ["locationId", "a number", 7, "locationInvalid"],
    ["purchaseOrderNumber", "36 characters", "p".repeat(36), "purchaseOrderNumberTooLong"],
    ["note", "1,001 characters", "n".repeat(1001), "noteTooLong"],
    ["lines", "absent", undefined, "linesRequired"],
    ["lines", "empty", [], "linesRequired"],
    ["lines", "not a list", "WP-20012", "linesRequired"],
    ["lines", "101 lines", lines(MAX_ORDER_LINES + 1), "tooManyLines"],
  ])("%s %s → %s", (field, _label, value, key) => {
    expect(messages(partsOrderSchema, { ...ORDER, [field]: value })).toEqual({ [field]: key });
  });

  it.each([
    ["quantity", 0, "lines.0.quantity", "quantityInvalid"],
    ["quantity", 1000, "lines.0.quantity", "quantityInvalid"],
    ["quantity", 1.5, "lines.0.quantity", "quantityInvalid"],
    ["quantity", "3", "lines.0.quantity", "quantityInvalid"],
    ["articleNumber", "", "lines.0.articleNumber", "articleUnknown"],
    ["articleNumber", "WP 20012", "lines.0.articleNumber", "articleUnknown"],
    ["articleNumber", "x".repeat(101), "lines.0.articleNumber", "articleUnknown"],
    ["productId", "", "lines.0.productId", "productUnknown"],
    ["productId", "FER/CS", "lines.0.productId", "productUnknown"],
  ])("a line's %s %j → %s: %s", (field, value, path, key) => {
    expect(messages(partsOrderSchema, { ...ORDER, lines: [{ ...LINE, [field]: value }] })).toEqual({
      [path]: key,
    });
  });

  it("names the line that is wrong, by its position", () => {
    const order = { ...ORDER, lines: [...lines(3), { ...LINE, quantity: 0 }] };
    expect(messages(partsOrderSchema, order)).toEqual({ "lines.3.quantity": "quantityInvalid" });
  });

  it("refuses the same part of the same product twice, but not one article for two products", () => {
    const twice = { ...ORDER, lines: [LINE, { ...LINE, quantity: 5 }] };
    expect(messages(partsOrderSchema, twice)).toEqual({ "lines.1.articleNumber": "lineDuplicate" });
    const twoProducts = { ...ORDER, lines: [LINE, { ...LINE, productId: "FER-CS-3300" }] };
    expect(messages(partsOrderSchema, twoProducts)).toEqual({});
  });

  it.each([
    ["purchaseOrderNumber", "p".repeat(35)],
    ["note", "n".repeat(1000)],
    ["lines", lines(MAX_ORDER_LINES)],
  ])("%s at its limit is accepted", (field, value) => {
    expect(messages(partsOrderSchema, { ...ORDER, [field]: value })).toEqual({});
  });

  it("trims the texts it accepts", () => {
    const result = partsOrderSchema.safeParse({
      ...ORDER,
      locationId: " L-1 ",
      purchaseOrderNumber: "  4500  ",
      note: "\n gate 3 \n",
    });
    expect(result.success && result.data).toMatchObject({
      locationId: "L-1",
      purchaseOrderNumber: "4500",
      note: "gate 3",
    });
  });
});

describe("the texts of the rules' message keys", () => {
  it.each([
    ["quantityInvalid", "Please enter a whole number of pieces from 1 to 999"],
    ["linesRequired", "The order has no parts; please add parts to the cart first"],
    ["tooManyLines", "An order can have at most 100 lines"],
    ["lineDuplicate", "This part is in the order twice; please combine the lines"],
    ["productUnknown", "This part's machine is not in the product catalogue"],
    ["articleUnknown", "Article {articleNumber} does not exist or is not sold for this machine"],
    ["locationInvalid", "Please select one of your company's delivery locations"],
    ["purchaseOrderNumberTooLong", "The purchase order number can be at most 35 characters long"],
    ["noteTooLong", "The note can be at most 1,000 characters long"],
    ["idempotencyKeyInvalid", "The order form is out of date; please reload the page"],
    [
      "idempotencyKeyReused",
      "This order was already sent with other contents; please reload the page and order again",
    ],
  ])("%s is %j in English and translated in German", (key, text) => {
    const english = en.PartsOrderForm as unknown as Record<string, string>;
    const german = de.PartsOrderForm as unknown as Record<string, string>;
    expect(english[key]).toBe(text);
    expect(german[key]).toEqual(expect.any(String));
    expect(german[key]).not.toBe(text);
    // A placeholder of the English text is in the German one too.
    for (const [placeholder] of text.matchAll(/\{\w+\}/g))
      expect(german[key]).toContain(placeholder);
  });
});
