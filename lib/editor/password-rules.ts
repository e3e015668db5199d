import * as z from "@/lib/validation/zod";

/** Longer than any password anyone types; keeps HMAC work per request small. */
export const MAX_PASSWORD_LENGTH = 200;

/**
 * Message keys of the password forms' namespaces (PreviewGate, Editor): "Please enter a password"
 * (spec 001 §5, protected area) and the general "Please enter a valid value".
 */
export type PasswordMessage = "required" | "invalid";

const passwordField = z
  .string("required")
  .check(z.minLength(1, "required"), z.maxLength(MAX_PASSWORD_LENGTH, "invalid"));

/**
 * The protected area's password form and POST /api/preview-password (spec 001 §7: `{ password }`):
 * the browser's form and the route handler check the same rules.
 */
export const previewPasswordSchema = z.object({ password: passwordField });

/** The editor area's password form and the `{ input }` sign-in of its route. */
export const editorPasswordSchema = z.strictObject({ input: passwordField });
