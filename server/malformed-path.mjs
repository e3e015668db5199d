/**
 * Whether a request path cannot be decoded (`/en/%ZZ`). Next.js fails such paths with a 500
 * before any route runs; they are a client's mistake.
 * @param {string | undefined} url
 */
export function hasMalformedPath(url = "/") {
  const path = url.split("?", 1)[0] ?? "";
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}
