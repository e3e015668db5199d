/**
 * The path without its trailing slash (`/en/company/` → `/en/company`), or null when there is
 * none to drop. Leading slashes collapse to one, so the redirect never leaves the site
 * (`//evil.example/` must not become the protocol-relative `//evil.example`).
 */
export function withoutTrailingSlash(pathname: string): string | null {
  if (pathname === "/" || !pathname.endsWith("/")) return null;
  return `/${pathname.replace(/^\/+/, "").replace(/\/+$/, "")}`;
}
