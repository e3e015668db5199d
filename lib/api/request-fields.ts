import { z } from "zod";

/** Field schemas shared by route handlers; each message completes "<field> …". */

export const languageField = z
  .string({ error: "is required" })
  .regex(/^[a-z]{2}$/, { error: "must be a two-letter language code such as en or de" });

export const stageField = z
  .enum(["PUBLISHED", "DRAFT"], { error: "must be PUBLISHED or DRAFT" })
  .default("PUBLISHED");

/** `?cache=clear` empties the server cache first, `?cache=false` reads past it (spec 000 §9). */
export const cacheField = z
  .enum(["clear", "false"], { error: "must be clear or false" })
  .optional();

/** Ids of the content system: letters, digits, hyphens and underscores. */
export const contentIdField = z.string({ error: "is required" }).regex(/^[A-Za-z0-9_-]{1,100}$/, {
  error: "must be a content id of letters, digits, - and _ (at most 100)",
});

export const countryField = z
  .string()
  .regex(/^[A-Za-z]{2}$/, { error: "must be a two-letter country code such as CH or US" })
  .transform((code) => code.toUpperCase())
  .optional();

/** A GraphQL request over HTTP, as the proxies to the content system and the portal pass it on. */
export const graphqlRequestFields = {
  query: z
    .string({ error: "is required" })
    .min(1, { error: "must not be empty" })
    .max(100_000, { error: "must be at most 100000 characters" }),
  variables: z.record(z.string(), z.unknown()).optional(),
  operationName: z.string().max(200).nullable().optional(),
};
