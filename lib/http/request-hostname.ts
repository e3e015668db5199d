/**
 * The host name the visitor asked for, from the Host header: behind the site's own server
 * `request.url` names the address Next.js listens on, not the visitor's host. It only chooses
 * among the configured sites (an unknown host gets the main site); no URL is ever built from it,
 * since a forged Host would reach the Location of a cacheable redirect.
 */
export function requestHostname(request: Request): string {
  const host = request.headers.get("host");
  if (!host) return new URL(request.url).hostname;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    // A malformed Host header names no site: fall back to the address that was reached.
    return new URL(request.url).hostname;
  }
}
