/**
 * The host name the visitor asked for, from the Host header: behind the site's own server
 * `request.url` names the address Next.js listens on, not the visitor's host.
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

/**
 * The origin the visitor asked for (`https://www.ferrion.example`), for redirects: the Host
 * header and, behind a TLS-terminating load balancer, X-Forwarded-Proto.
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const protocol =
    forwarded === "https" || forwarded === "http" ? forwarded : url.protocol.slice(0, -1);
  const host = request.headers.get("host");
  try {
    return host ? new URL(`${protocol}://${host}`).origin : url.origin;
  } catch {
    return url.origin;
  }
}
