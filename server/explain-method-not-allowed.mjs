import { isRouteHandlerPath } from "./refuse-odd-request.mjs";

/**
 * Gives a 405 of a route handler (Next.js sends it bare) its Allow header and a body saying
 * what is allowed. The 405 is held back while Next.js is asked, then written whole.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {(url: string) => Promise<string | null>} allowOf
 */
export function explainMethodNotAllowed(request, response, allowOf) {
  if (!isRouteHandlerPath(request.url)) return;
  const writeHead = response.writeHead.bind(response);
  const write = /** @type {(...args: any[]) => boolean} */ (response.write.bind(response));
  const end = /** @type {(...args: any[]) => import("node:http").ServerResponse} */ (
    response.end.bind(response)
  );
  const flushHeaders = response.flushHeaders.bind(response);
  /** @type {Promise<string | null> | null} */
  let allowed = null;
  const holdBack = () => {
    allowed ??= allowOf(request.url ?? "/").catch(() => null);
    return allowed;
  };
  const isBare405 = (/** @type {number} */ status) =>
    status === 405 && !response.headersSent && !response.hasHeader("allow");
  response.writeHead = /** @type {typeof response.writeHead} */ (
    (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) => {
      if (!isBare405(statusCode)) return writeHead(statusCode, ...rest);
      holdBack();
      return response;
    }
  );
  response.flushHeaders = () => {
    if (!allowed) flushHeaders();
  };
  response.write = /** @type {typeof response.write} */ (
    (/** @type {any[]} */ ...args) => (allowed ? true : write(...args))
  );
  response.end = /** @type {typeof response.end} */ (
    (/** @type {any[]} */ ...args) => {
      if (!allowed && !isBare405(response.statusCode)) return end(...args);
      void holdBack().then((allow) => {
        const message = allow ? `this route accepts ${allow}` : "this method is not allowed here";
        if (allow) response.setHeader("Allow", allow);
        response.removeHeader("Content-Length");
        response.setHeader("Content-Type", "application/json");
        response.setHeader("Cache-Control", "no-store");
        writeHead(405);
        end(
          request.method === "HEAD"
            ? undefined
            : JSON.stringify({ error: "Method not allowed", message }),
        );
      });
      return response;
    }
  );
}
