interface RequestProvenance {
  /** The browser's Sec-Fetch-Site header: same-origin, same-site, cross-site or none. */
  secFetchSite: string | null;
  /** The Origin header. */
  origin: string | null;
  /** The Host header: the site the visitor asked for. */
  host: string | null;
}

/**
 * Whether a browser sent this request on behalf of another site's page (a forged form, link or
 * script). Sec-Fetch-Site decides where the browser sends it (every current browser): only
 * `same-origin` and `none` (typed into the address bar) are the site's own. Without it, an Origin
 * that is not this host is foreign. A request with neither comes from no browser page (curl, a
 * server) or an old browser's plain navigation, and goes through.
 */
export function isCrossSiteRequest({ secFetchSite, origin, host }: RequestProvenance): boolean {
  const site = secFetchSite?.trim().toLowerCase();
  if (site === "same-origin" || site === "none") return false;
  if (site === "cross-site") return true;
  if (origin === null) return site !== undefined && site !== "";
  return !isOwnOrigin(origin, host);
}

function isOwnOrigin(origin: string, host: string | null): boolean {
  if (!host) return false;
  try {
    const url = new URL(origin);
    // The Host header in the origin's scheme, so a default port written out still matches.
    return url.host === new URL(`${url.protocol}//${host}`).host;
  } catch {
    // "null" (a sandboxed frame, a redirect across sites) or garbage.
    return false;
  }
}
