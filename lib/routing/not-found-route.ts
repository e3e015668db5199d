/**
 * The internal path segment proxy.ts rewrites a miss to. The catch-all page renders the 404 page
 * there itself rather than calling notFound(): Next.js 16 sends a thrown notFound() of a dynamic
 * route as an empty document that only the browser's JavaScript fills (vercel/next.js#62228).
 * The status comes from proxy.ts through server/status-marker.mjs.
 */
export const NOT_FOUND_SEGMENT = "~404";

export function isNotFoundRoute(path: readonly string[]): boolean {
  return path.length === 1 && path[0] === NOT_FOUND_SEGMENT;
}
