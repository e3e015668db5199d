// Security headers of every response (DESIGN.md "Security design").

const VIDEO_PLAYERS = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
];

/**
 * @param {{ imageOrigins: string[], identityOrigins: string[] }} origins other origins the
 *   browser may load images from (the content system's assets) or sign in with (the identity
 *   provider: its token endpoint is fetched, its authorize page runs in the silent-renew frame,
 *   and its sign-in and sign-out forms redirect back through it)
 * @returns {Record<string, string>}
 */
export function securityHeaders({ imageOrigins, identityOrigins }) {
  const csp = [
    "default-src 'self'",
    // Next.js streams its page data in inline scripts; pages are cached as rendered HTML, so a
    // per-request nonce is impossible. No 'unsafe-eval'.
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", "data:", "blob:", ...imageOrigins].join(" ")}`,
    "font-src 'self' data:",
    `connect-src ${["'self'", ...identityOrigins].join(" ")}`,
    // The CMS's video module embeds these players.
    `frame-src ${["'self'", ...identityOrigins, ...VIDEO_PLAYERS].join(" ")}`,
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${["'self'", ...identityOrigins].join(" ")}`,
    // 'self', not 'none': the silent token renewal runs in a hidden frame of the site itself.
    "frame-ancestors 'self'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
}

/**
 * The origins of the configured backends the browser reaches directly.
 * @param {Record<string, string | undefined>} env
 */
export function browserOrigins(env) {
  const localServices = env.LOCAL_SERVICES_URL || "http://127.0.0.1:4000";
  /** @param {string | undefined} value @returns {string | null} */
  const origin = (value) => {
    try {
      return value ? new URL(value).origin : null;
    } catch {
      return null;
    }
  };
  const content = origin(env.CONTENT_API_URL) ?? origin(localServices) ?? "'self'";
  const identity = origin(env.OIDC_ISSUER) ?? origin(localServices) ?? "'self'";
  return {
    // Real content systems serve assets from a CDN host of their own.
    imageOrigins: [content, "https:"],
    identityOrigins: [identity],
  };
}
