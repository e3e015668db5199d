import { siteCookieOptions } from "@/lib/cookies/site-cookie-options";

import { EDITOR_SESSION_MAX_AGE_S } from "./signed-token";

/** Editor and preview cookies: HttpOnly besides the site's cookie options. */
export function secretCookieOptions(
  isLocalDemo: boolean,
  /** null: a session cookie, gone when the browser closes. */
  maxAgeS: number | null = EDITOR_SESSION_MAX_AGE_S,
) {
  return siteCookieOptions(isLocalDemo, {
    httpOnly: true,
    ...(maxAgeS === null ? {} : { maxAge: maxAgeS }),
  });
}
