// Which requests draw on the render budget (server/render-budget.mjs, README "The render
// budget"): those Next.js answers anew for an anonymous client, past the page cache.
import { EDITOR_COOKIE } from "../lib/cookies/names.mjs";
import { editorCheck } from "../lib/editor/editor-check.mjs";

// Paths (and what lies below them; below only, where one ends in "/") answered without a render
// (build assets, icons, health), or limited per signed-in user or per form by a rule of their own (docs/portal.md, "Forms", "Editor area").
const UNBUDGETED_PATHS = [
  "/_next/",
  "/favicon.ico",
  "/icon.svg",
  "/robots.txt",
  "/api/health/",
  "/api/build-id",
  "/api/tickets-proxy",
  "/api/ticket-uploads",
  "/api/ticket-attachments",
  "/api/form-uploads",
  "/api/form-upload-tickets",
  "/api/forms/",
  "/api/editor-area-autentication",
  "/api/preview-password",
  "/api/product-information/",
  "/api/wire-flow-downloads",
];

/** @param {string} url */
function pathOf(url) {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * Whether a request that reaches Next.js draws on the budget, by its path alone.
 * @param {string} url
 */
export function isBudgetedPath(url) {
  const path = pathOf(url);
  return !UNBUDGETED_PATHS.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`),
  );
}

/**
 * The editor cookie's value, if the request carries one.
 * @param {string | undefined} cookieHeader
 */
function editorCookieOf(cookieHeader) {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at !== -1 && pair.slice(0, at).trim() === EDITOR_COOKIE) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Whether the request comes from a signed-in editor, whose work is never limited: checked by the
 * site's own rule (signature, expiry, signed-out sessions) once Next.js has started.
 * @param {import("node:http").IncomingHttpHeaders} headers
 */
export function isSignedInEditor(headers) {
  const token = editorCookieOf(headers.cookie);
  return token !== undefined && editorCheck()(token);
}

/**
 * The URL without `cache`: what a client past its budget gets instead of `?cache=false` or
 * `?cache=clear`, the page as every visitor gets it.
 * @param {string} url
 */
export function withoutCacheParam(url) {
  // Not `new URL(url, base)`: that reads `//host/x` as another host.
  const target = new URL(`http://localhost${url.startsWith("/") ? url : `/${url}`}`);
  target.searchParams.delete("cache");
  return `${target.pathname}${target.search}`;
}
