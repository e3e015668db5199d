// The x-ferrion-* header contract: the headers by which the production server (server/start.mjs)
// and the Next.js side (proxy.ts, route handlers) talk to each other. Plain JavaScript, so the
// server reads it without a build. The server deletes each request header a visitor sent under
// these names before setting its own, and keeps the response markers from the browser.

/**
 * Request, server → route handlers: the client's address as the server worked it out from the
 * socket and trusted proxies (TRUSTED_PROXIES), so route handlers can trust it
 * (lib/editor/client-key.ts, server/client-address.mjs).
 */
export const CLIENT_ADDRESS_HEADER = "x-ferrion-client-address";

/**
 * Request, server → proxy.ts: the request is the router's prefetch, not a visit (no locale
 * cookie, no 404 log line). Next.js removes its own router headers from what proxy.ts sees
 * (server/prefetch-marker.mjs).
 */
export const PREFETCH_MARKER = "x-ferrion-prefetch";

/**
 * Request, server → server: the server's own render of a page it will keep (a random token per
 * start), which alone may see the store marker (server/render-page.mjs).
 */
export const RENDER_TOKEN_HEADER = "x-ferrion-render";

/**
 * Response, proxy.ts → server: the status of a page proxy.ts rewrote (404 page, preview form's
 * 401), which a rewrite cannot carry. Never sent to the browser (server/status-marker.mjs).
 */
export const STATUS_MARKER = "x-ferrion-status";

/**
 * Response, proxy.ts → server: the value "store" marks a public page, the same for every
 * visitor, that the server may keep for the next one. Never sent to the browser
 * (server/page-cache.mjs).
 */
export const STORE_MARKER = "x-ferrion-page-cache";
