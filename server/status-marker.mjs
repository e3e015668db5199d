import { STATUS_MARKER } from "../lib/http/ferrion-headers.mjs";

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
