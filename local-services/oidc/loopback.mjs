/**
 * The local demo's redirect rule: any site on a loopback origin may use the identity stand-in,
 * whatever port it runs on (developers run several sites side by side). A real provider has a
 * configured list instead.
 */
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost"]);
/** A site locale segment as the site writes it in URLs: `en`, `de`, `de-ch`. */
const LOCALE = "[a-z]{2}(?:-[a-z]{2})?";
const CALLBACK_PATH = new RegExp(`^(?:/${LOCALE})?/(?:callback|blank-callback)$`);
const HOME_PATH = new RegExp(`^(?:/${LOCALE})?/?$`);

/** @param {string} value @returns {URL | null} a plain http URL on a loopback host */
function loopbackUrl(value) {
  /** @type {URL} */
  let url;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" || !LOOPBACK_HOSTS.has(url.hostname)) return null;
  if (url.username || url.password || url.hash) return null;
  return url;
}

/** @param {string | undefined | null} value e.g. the Origin header of a CORS request */
export function isLoopbackOrigin(value) {
  if (!value) return false;
  const url = loopbackUrl(value);
  return url !== null && url.origin === value;
}

/** `http://127.0.0.1:<port>[/<locale>]/callback` or `…/blank-callback`, no query. */
export function isLoopbackRedirectUri(/** @type {string} */ value) {
  const url = loopbackUrl(value);
  return url !== null && !url.search && CALLBACK_PATH.test(url.pathname);
}

/** The site's home: `http://127.0.0.1:<port>/` or `…/<locale>`, no query. */
export function isLoopbackPostLogoutUri(/** @type {string} */ value) {
  const url = loopbackUrl(value);
  return url !== null && !url.search && HOME_PATH.test(url.pathname);
}

/** Where the identity site's own pages may send the visitor back to: any loopback page. */
export function isLoopbackReturnTo(/** @type {string | undefined | null} */ value) {
  return typeof value === "string" && loopbackUrl(value) !== null;
}
