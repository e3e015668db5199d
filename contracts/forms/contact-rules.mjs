import * as z from "../validation/zod-mini.mjs";
import {
  email,
  LINE_MAX_LENGTH,
  message,
  NAME_MAX_LENGTH,
  optionalPhone,
  requiredLine,
} from "./lead-field-rules.mjs";

/** The contact panel's short form (spec 001 §2 "Talk to an expert"); the phone is optional. */
export const contactSchema = z.object({
  name: requiredLine(NAME_MAX_LENGTH),
  email: email(),
  phone: optionalPhone(),
  company: requiredLine(LINE_MAX_LENGTH),
  country: requiredLine(NAME_MAX_LENGTH),
  message: message(),
});
