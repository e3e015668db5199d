import { z } from "zod";

import { cacheField, countryField } from "@/lib/api/request-fields";
import { sisCodeFor } from "@/lib/site/derive-locale";

const SIS_CODE = /^[a-z]{2}-[A-Z]{2}$/;

/** A well-formed service-system code (spec 001 §3), such as de-CH or en-US. */
export const sisCodeField = z
  .string({ error: "is required" })
  .regex(SIS_CODE, { error: "must be a service-system code such as en-US or de-CH" });

/** Whether the code is one the service systems know: the code of its own language. */
export function isKnownSisCode(code: string): boolean {
  return sisCodeFor(code.slice(0, 2)) === code;
}

/** GET /api/product-data/{sisCode}?cache= */
export const productDataRequestSchema = z.object({
  sisCode: sisCodeField,
  cache: cacheField,
});

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** More products than the comparison basket holds. */
const MAX_COMPARISON_SLUGS = 20;

/**
 * GET /api/catalogue/comparison?locale={sisCode}&country={CH}&slugs={a,b}&cache= (no country: an
 * international locale)
 */
export const comparisonRequestSchema = z.object({
  locale: sisCodeField.refine(isKnownSisCode, { error: "is not a known service-system code" }),
  country: countryField,
  slugs: z
    .string({ error: "is required" })
    .transform((value) => value.split(",").filter(Boolean))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(SLUG, { error: "must be product slugs of lower-case words joined by hyphens" }),
        )
        .min(1, { error: "must name at least one product" })
        .max(MAX_COMPARISON_SLUGS, { error: `must name at most ${MAX_COMPARISON_SLUGS} products` }),
    )
    .transform((slugs) => [...new Set(slugs)]),
  cache: cacheField,
});
