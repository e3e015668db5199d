import { STATUS_MARKER } from "../lib/http/ferrion-headers.mjs";

/**
 * Answers with the status proxy.ts asked for.
 * @param {import("node:http").ServerResponse} response
 */
export function applyStatusMarker(response) {
  const writeHead = response.writeHead.bind(response);
  const patched = /** @type {typeof response.writeHead} */ (
    (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) => {
      const wanted = Number(response.getHeader(STATUS_MARKER));
      response.removeHeader(STATUS_MARKER);
      return writeHead(
        statusCode === 200 && wanted >= 400 && wanted < 600 ? wanted : statusCode,
        ...rest,
      );
    }
  );
  response.writeHead = patched;
}
