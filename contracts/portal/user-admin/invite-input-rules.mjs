/**
 * The invite form's rule (spec 001 §5 "a valid email is required"), shared by the form and the
 * portal back end, which checks again. The refusal is the message key `emailInvalid`.
 */
export const EMAIL_MAX_LENGTH = 254;

// One local part, an @, and a domain of at least two labels; no spaces, no second @.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * The e-mail as the back end keeps it (trimmed, lower-case), or null when it is not valid.
 * @param {unknown} email
 * @returns {string | null}
 */
export function inviteEmail(email) {
  if (typeof email !== "string") return null;
  const trimmed = email.trim().toLowerCase();
  if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed)) return null;
  return trimmed;
}
