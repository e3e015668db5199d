// Security headers of every response (DESIGN.md "Security design").

const VIDEO_PLAYERS = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
];

/**
 * @typedef {{ imageOrigins: string[], identityOrigins: string[], botProtectionOrigins?: string[],
 *   mediaOrigins?: string[] }} BrowserOrigins
 *   other origins the browser may load images from (the content system's assets), play video and
 *   audio from (the content system's and the product information system's files), sign in with
 *   (the identity provider: its token endpoint is fetched, its authorize page runs in the
 *   silent-renew frame, and its sign-in and sign-out forms redirect back through it) or get the
 *   public forms' bot-protection tokens from (its script, its calls and its frame)
 */

/**
 * The Content-Security-Policy of a response. Scripts come from the site itself; an inline script
 * runs only when its hash is named (a page's hashes come from server/script-hashing.mjs), so an
 * injected one is refused. No 'unsafe-inline' and no 'unsafe-eval' for scripts.
 * @param {BrowserOrigins} origins
 * @param {string[]} [scriptHashes] 'sha256-…' of the page's own inline scripts
 */
export function contentSecurityPolicy(
  { imageOrigins, identityOrigins, botProtectionOrigins = [], mediaOrigins = [] },
  scriptHashes = [],
) {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes, ...botProtectionOrigins].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", "data:", "blob:", ...imageOrigins].join(" ")}`,
    "font-src 'self' data:",
    `connect-src ${unique(["'self'", ...identityOrigins, ...botProtectionOrigins]).join(" ")}`,
    // The CMS's video module embeds these players.
    `frame-src ${unique(["'self'", ...identityOrigins, ...botProtectionOrigins, ...VIDEO_PLAYERS]).join(" ")}`,
    `media-src ${unique(["'self'", ...mediaOrigins, "https:"]).join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${["'self'", ...identityOrigins].join(" ")}`,
    // 'self', not 'none': the silent token renewal runs in a hidden frame of the site itself.
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * The headers every response starts with; an HTML page's policy is replaced by one naming its
 * inline scripts.
 * @param {BrowserOrigins} origins
 * @returns {Record<string, string>}
 */
export function securityHeaders(origins) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(origins),
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
  const product = origin(env.PRODUCT_API_URL) ?? origin(localServices) ?? "'self'";
  const botScript = origin(env.BOT_PROTECTION_SCRIPT_URL) ?? origin(localServices) ?? "'self'";
  return {
    // Real content systems serve assets from a CDN host of their own.
    imageOrigins: [content, "https:"],
    identityOrigins: [identity],
    // The knowledge hub's and the product pages' videos come from the content and product systems.
    mediaOrigins: unique([content, product]),
    // reCAPTCHA's script on www.google.com (or www.recaptcha.net) loads the rest from gstatic.
    botProtectionOrigins: GOOGLE_RECAPTCHA.has(botScript)
      ? [botScript, "https://www.gstatic.com"]
      : [botScript],
  };
}

const GOOGLE_RECAPTCHA = new Set(["https://www.google.com", "https://www.recaptcha.net"]);

/** @param {string[]} values */
function unique(values) {
  return [...new Set(values)];
}
