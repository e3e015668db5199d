import { z } from "zod";

import { isKnownSisCode, sisCodeField } from "@/lib/catalogue/product-data-schema";

import { MAX_PRODUCT_IDS, MAX_SEARCH_TEXT } from "./request-schemas-limits";

/** A PIM product id, slug or knowledge hub content id: the portal routes' URL-safe identifiers. */
const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,99}$/;

const locale = sisCodeField.refine(isKnownSisCode, {
  error: "is not a known service-system code",
});
const identifier = z
  .string({ error: "is required" })
  .regex(IDENTIFIER, { error: "must be letters, digits, dots, hyphens or underscores" });

/** GET /api/product-information/products?locale=&ids=a,b (the owned products' PIM data). */
export const productsRequestSchema = z.object({
  locale,
  ids: z
    .string({ error: "is required" })
    .transform((value) => [...new Set(value.split(",").filter(Boolean))])
    .pipe(
      z
        .array(identifier)
        .max(MAX_PRODUCT_IDS, { error: `must name at most ${MAX_PRODUCT_IDS} products` }),
    ),
});

/** GET /api/product-information/search?locale=&q=&activeOnly=true */
export const searchRequestSchema = z.object({
  locale,
  q: z
    .string({ error: "is required" })
    .max(MAX_SEARCH_TEXT, { error: `must be at most ${MAX_SEARCH_TEXT} characters` })
    .regex(/[\p{L}\p{N}]/u, { error: "must contain a letter or digit" }),
  activeOnly: z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
});

/** GET /api/product-information/product?locale=&slug= */
export const productRequestSchema = z.object({ locale, slug: identifier });

/** GET /api/product-information/content?locale=&productId=&contentId= */
export const contentRequestSchema = z.object({
  locale,
  productId: identifier,
  contentId: identifier,
});
