import { z } from "zod";

import { MAX_PAGE, MAX_QUERY_LENGTH } from "./search-limits";

/** Each message completes "<field> …" (lib/api/validation-error.ts). */
const queryField = z
  .string({ error: "must be a string" })
  .max(MAX_QUERY_LENGTH, { error: `must be at most ${MAX_QUERY_LENGTH} characters` })
  .transform((query) => query.trim().replace(/\s+/g, " "))
  .refine((query) => query.length > 0, { error: "must not be empty" });

const localeCodeField = z
  .string({ error: "must be a string" })
  .regex(/^[a-z]{2}(?:-[a-z]{2})?$/i, { error: "must be a locale such as en or de-ch" })
  .transform((code) => code.toLowerCase());

/** The site's slug; empty (or null) for the main site. */
const siteSlugField = z
  .string({ error: 'must be a string ("" for the main site)' })
  .regex(/^[a-z0-9-]{0,100}$/, { error: "must be a site slug of lower-case letters, digits and -" })
  .nullable()
  .transform((slug) => slug ?? "");

const pageField = z
  .number({ error: "must be a number" })
  .int({ error: "must be a whole number" })
  .min(1, { error: "must be at least 1" })
  .max(MAX_PAGE, { error: `must be at most ${MAX_PAGE}` });

/** POST /api/search-proxy/search (spec 000 §7). */
export const searchRequestSchema = z.object(
  {
    localeCode: localeCodeField,
    siteSlug: siteSlugField,
    query: queryField,
    page: pageField.default(1),
  },
  { error: "must be a JSON object" },
);

/** POST /api/search-proxy/suggest (spec 000 §7). */
export const suggestRequestSchema = z.object(
  { localeCode: localeCodeField, siteSlug: siteSlugField, query: queryField },
  { error: "must be a JSON object" },
);
