import * as z from "../../validation/zod-mini.mjs";

/**
 * The rules of a parts order (issue 14), shared by the browser's order form and the portal back
 * end, which checks every order again. Messages are keys of the `PartsOrderForm` namespace of
 * messages/: the form shows them in the page's language; the back end names them in its errors
 * as `<path>: <key>`, the path dotted (`lines.2.quantity`).
 */

const MIN_ORDER_QUANTITY = 1;
const MAX_ORDER_QUANTITY = 999;
export const MAX_ORDER_LINES = 100;
const PURCHASE_ORDER_NUMBER_MAX_LENGTH = 35;
const ORDER_NOTE_MAX_LENGTH = 1000;

/** An id the back end or the PIM handed out (location, product): plain URL-safe characters. */
const id = (/** @type {string} */ message) =>
  z.string(message).check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9._~-]{0,99}$/, message));
const optional = (/** @type {number} */ max, /** @type {string} */ tooLong) =>
  z.optional(z.string(tooLong).check(z.trim(), z.maxLength(max, tooLong)));

/** Whole pieces, 1 to 999: not 0, not 1.5, not the text "3". */
export const orderQuantitySchema = z
  .int("quantityInvalid")
  .check(
    z.minimum(MIN_ORDER_QUANTITY, "quantityInvalid"),
    z.maximum(MAX_ORDER_QUANTITY, "quantityInvalid"),
  );

/**
 * One line: a part of the PIM (article number) for one product, since an article may be sold
 * for several products and is checked against the one named. Whether the article exists is
 * the back end's check (`articleUnknown`); here only its form.
 */
const partsOrderLineSchema = z.object({
  productId: id("productUnknown"),
  articleNumber: id("articleUnknown"),
  quantity: orderQuantitySchema,
});

/** A key of the lines that must not repeat: the cart merges a part added twice. */
const lineKey = (/** @type {{ productId: string, articleNumber: string }} */ line) =>
  `${line.productId}\n${line.articleNumber}`;

const partsOrderLinesSchema = z.array(partsOrderLineSchema, "linesRequired").check(
  z.minLength(1, "linesRequired"),
  z.maxLength(MAX_ORDER_LINES, "tooManyLines"),
  z.superRefine((lines, context) => {
    const seen = new Set();
    lines.forEach((line, index) => {
      const key = lineKey(line);
      if (seen.has(key)) {
        context.addIssue({
          code: "custom",
          message: "lineDuplicate",
          path: [index, "articleNumber"],
          input: line.articleNumber,
        });
      }
      seen.add(key);
    });
  }),
);

/**
 * A parts order: the delivery location (one of the company's), the lines, an optional
 * purchase-order number and note, and the idempotency key the form made when it opened (a
 * UUID): sending the same order again with it gives the first order, not a second.
 */
export const partsOrderSchema = z.object({
  idempotencyKey: z.uuid("idempotencyKeyInvalid"),
  locationId: id("locationInvalid"),
  purchaseOrderNumber: optional(PURCHASE_ORDER_NUMBER_MAX_LENGTH, "purchaseOrderNumberTooLong"),
  note: optional(ORDER_NOTE_MAX_LENGTH, "noteTooLong"),
  lines: partsOrderLinesSchema,
});
