import { EDITOR_SESSION_MAX_AGE_S } from "./signed-token";

export interface SecretCookieOptions {
  httpOnly: true;
  sameSite: "lax";
  secure: boolean;
  path: "/";
  maxAge?: number;
}

/**
 * Editor and preview cookies: HttpOnly, SameSite=Lax, Secure everywhere but the local demo
 * (served over plain http on 127.0.0.1).
 */
export function secretCookieOptions(
  isLocalDemo: boolean,
  /** null: a session cookie, gone when the browser closes. */
  maxAgeS: number | null = EDITOR_SESSION_MAX_AGE_S,
): SecretCookieOptions {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure: !isLocalDemo,
    path: "/",
    ...(maxAgeS === null ? {} : { maxAge: maxAgeS }),
  };
}
