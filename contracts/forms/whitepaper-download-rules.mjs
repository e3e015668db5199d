import * as z from "../validation/zod-mini.mjs";
import {
  email,
  LINE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  requiredCheckbox,
  requiredLine,
  slug,
} from "./lead-field-rules.mjs";

/**
 * Whitepaper download (spec 001 §2): who asks for which whitepaper, with their consent to be
 * contacted. Shared by the browser's form, the site's form route and the leads intake.
 */
export const whitepaperDownloadSchema = z.object({
  firstName: requiredLine(NAME_MAX_LENGTH),
  lastName: requiredLine(NAME_MAX_LENGTH),
  email: email(),
  company: requiredLine(LINE_MAX_LENGTH),
  country: requiredLine(NAME_MAX_LENGTH),
  consent: requiredCheckbox(),
  whitepaper: slug(),
});
