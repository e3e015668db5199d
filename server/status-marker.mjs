/**
 * The response header with which proxy.ts sets the status of a page it rewrote: a rewrite
 * cannot carry one, and the 404 page is a rendered page (see lib/routing/not-found-route.ts).
 * Never sent to the browser.
 */
export const STATUS_MARKER = "x-ferrion-status";

/**
 * Answers with the status proxy.ts asked for.
 * @param {import("node:http").ServerResponse} response
 */
export function applyStatusMarker(response) {
  const writeHead = response.writeHead.bind(response);
  /** @type {typeof response.writeHead} */
  const patched = (statusCode, ...rest) => {
    const wanted = Number(response.getHeader(STATUS_MARKER));
    response.removeHeader(STATUS_MARKER);
    return writeHead(
      statusCode === 200 && wanted >= 400 && wanted < 600 ? wanted : statusCode,
      ...rest,
    );
  };
  response.writeHead = patched;
}
