const WEB_URL = /^https?:\/\/[^/]/i;

/**
 * The URL a proxy redirect hands to Next.js. An absolute web address is kept: it comes from
 * configuration (a CMS redirect to an external address, another site's configured origin). A
 * path is resolved against the address this server was reached at (`request.url`), never the
 * Host header; Next.js then writes it into Location as the bare path, because its host is the
 * request's own (next/dist/server/web/adapter.js relativizes same-host redirects). Leading
 * slashes and backslashes collapse to one so a path never turns protocol-relative
 * (`//evil.example`).
 */
export function redirectUrl(location: string, internalUrl: string): URL {
  if (WEB_URL.test(location)) return new URL(location);
  return new URL(`/${location.replace(/^[/\\]+/, "")}`, internalUrl);
}
