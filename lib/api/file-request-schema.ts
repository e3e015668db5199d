import { z } from "zod";

import { cacheField } from "./request-fields";

/** GET /file/{slug}?l=&dl=&cache= (spec 001 §3 file link). */
export const fileRequestSchema = z.object({
  slug: z
    .string({ error: "is required" })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: "must be lower-case words joined by hyphens",
    })
    .max(200, { error: "must be at most 200 characters" }),
  l: z
    .string()
    .regex(/^[a-z]{2}$/, { error: "must be a two-letter language code such as de" })
    .default("en"),
  dl: z
    .enum(["true", "false"], { error: "must be true or false" })
    .optional()
    .transform((value) => value === "true"),
  cache: cacheField,
});
