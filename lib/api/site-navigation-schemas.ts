import { z } from "zod";

import {
  cacheField,
  contentIdField,
  countryField,
  languageField,
  stageField,
} from "./request-fields";

/** More section ids than any navigation shows at once. */
export const MAX_SECTION_IDS = 50;

/** GET /api/site-navigation/public/{siteId}?lang=&stage=&cache=&country= */
export const publicNavigationRequestSchema = z.object({
  siteId: contentIdField,
  lang: languageField,
  stage: stageField,
  cache: cacheField,
  country: countryField,
});

const sectionIdsField = z
  .string({ error: "is required" })
  .transform((ids) => ids.split(","))
  .pipe(
    z
      .array(contentIdField)
      .min(1, { error: "must name at least one section" })
      .max(MAX_SECTION_IDS, { error: `must name at most ${MAX_SECTION_IDS} sections` }),
  )
  .transform((ids) => [...new Set(ids)]);

/** GET /api/site-navigation/public/section/{ids comma separated}?lang=&stage=&cache= */
export const publicSectionsRequestSchema = z.object({
  ids: sectionIdsField,
  lang: languageField,
  stage: stageField,
  cache: cacheField,
});

/** GET /api/site-navigation/editor/{siteId}?lang=&stage=&cache= (every country: no country filter). */
export const editorNavigationRequestSchema = z.object({
  siteId: contentIdField,
  lang: languageField,
  stage: stageField,
  cache: cacheField,
});
