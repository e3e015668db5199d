import * as z from "../validation/zod-mini.mjs";
import {
  LINE_MAX_LENGTH,
  message,
  NAME_MAX_LENGTH,
  requiredLine,
  slug,
} from "./lead-field-rules.mjs";

/**
 * The stories' editorial feedback (spec 001 §2: first name, last name, company, country,
 * message), with the slug of the story it is about.
 */
export const storyFeedbackSchema = z.object({
  firstName: requiredLine(NAME_MAX_LENGTH),
  lastName: requiredLine(NAME_MAX_LENGTH),
  company: requiredLine(LINE_MAX_LENGTH),
  country: requiredLine(NAME_MAX_LENGTH),
  message: message(),
  story: slug(),
});
