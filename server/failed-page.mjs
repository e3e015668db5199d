import { isCrawlerOrLinkPreview } from "../lib/http/user-agents.mjs";
import { rootLogger } from "../lib/log/root-logger.mjs";

/**
 * Turns a page that failed to render (Next.js answers 500 with the maintenance error page) into
 * a 503 with Retry-After: the site is in maintenance, not broken for good. Crawlers and
 * link-preview fetchers get the status without the error page (spec 000 §8), the maintenance
 * page of proxy.ts included. Route handlers
 * answer for themselves and are left alone.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
export function answerFailedPagesWith503(request, response) {
  if (request.method !== "GET" || (request.url ?? "").startsWith("/api/")) return;
  const crawler = isCrawlerOrLinkPreview(request.headers["user-agent"]);
  const writeHead = response.writeHead.bind(response);
  let withoutBody = false;
  const patched = /** @type {typeof response.writeHead} */ (
    (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) => {
      if (statusCode !== 500 && statusCode !== 503) return writeHead(statusCode, ...rest);
      response.setHeader("Retry-After", "60");
      response.setHeader("Cache-Control", "no-store");
      if (crawler) {
        withoutBody = true;
        response.removeHeader("Content-Length");
        response.removeHeader("Content-Type");
        rootLogger().warn(
          { scope: "server" },
          `Rendering ${request.url} failed for a crawler; answered 503 without a page`,
        );
      }
      return writeHead(503, ...rest);
    }
  );
  response.writeHead = patched;
  const write = /** @type {(...args: any[]) => boolean} */ (response.write.bind(response));
  const end = /** @type {(...args: any[]) => import("node:http").ServerResponse} */ (
    response.end.bind(response)
  );
  response.write = /** @type {typeof response.write} */ (
    (/** @type {any[]} */ ...args) => (withoutBody ? true : write(...args))
  );
  response.end = /** @type {typeof response.end} */ (
    (/** @type {any[]} */ ...args) => (withoutBody ? end() : end(...args))
  );
}
