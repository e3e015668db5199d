import { z } from "zod";

import { cacheField } from "@/lib/api/request-fields";

/** The languages the content system holds (its Locale enum). */
const CONTENT_LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "zh", "ja"] as const;

/** GET /api/news-feed?lang={language}&after={cursor}&cache= */
export const newsFeedRequestSchema = z.object({
  lang: z.enum(CONTENT_LANGUAGES, {
    error: `must be one of the content languages: ${CONTENT_LANGUAGES.join(", ")}`,
  }),
  // Cursors are opaque to the site; a malformed one is refused before the content system sees it.
  after: z
    .string()
    .regex(/^[A-Za-z0-9+/_-]{1,200}={0,2}$/, { error: "must be a cursor from a previous page" })
    .optional(),
  cache: cacheField,
});
