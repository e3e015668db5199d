interface SiteCookieOptions {
  path: "/";
  sameSite: "lax";
  secure: boolean;
  httpOnly?: boolean;
  maxAge?: number;
}

/**
 * Options of every cookie the site sets: the whole site, SameSite=Lax, and `Secure` everywhere
 * but the local demo (served over plain http on 127.0.0.1, where a browser would drop it).
 */
export function siteCookieOptions(
  isLocalDemo: boolean,
  extra: { httpOnly?: boolean; maxAge?: number } = {},
): SiteCookieOptions {
  return { path: "/", sameSite: "lax", secure: !isLocalDemo, ...extra };
}
