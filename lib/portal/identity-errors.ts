/**
 * Identity errors that are retried by sending the visitor to sign in again (spec 001 §8), as the
 * provider's error codes (`login_required`) or the browser's and the library's messages
 * ("Failed to fetch"). Compared case-insensitively with `_` and `-` read as spaces.
 */
const RETRIED_BY_LOGIN = [
  "authentication or consent required",
  "authentication required",
  "authorization timed out",
  "failed to fetch",
  "network error",
  "networkerror",
  "interaction not allowed",
  "interaction required",
  "login required",
  "consent required",
  "request requires consent",
  "cross origin redirection",
  "frame window timed out",
] as const;

function normalize(value: string): string {
  return value.toLowerCase().replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim();
}

/** Whether an identity error (its code or message) is one the portal answers with a new sign-in. */
export function isRetriedByLogin(error: {
  code?: string | null;
  message?: string | null;
}): boolean {
  const texts = [error.code, error.message].filter(
    (value): value is string => typeof value === "string" && value !== "",
  );
  return texts.some((value) => {
    const normalized = normalize(value);
    return RETRIED_BY_LOGIN.some((phrase) => normalized.includes(phrase));
  });
}
