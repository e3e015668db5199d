import { isLoopbackOrigin } from "./loopback.mjs";

/**
 * CORS for the account API: the site's pages (a loopback origin in the demo) call it from the
 * browser with a bearer token; no cookies are involved.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Record<string, string>}
 */
export function corsHeaders(req) {
  const origin = req.headers.origin;
  if (!isLoopbackOrigin(origin)) return { Vary: "Origin" };
  return { "Access-Control-Allow-Origin": /** @type {string} */ (origin), Vary: "Origin" };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} methods
 */
export function answerPreflight(req, res, methods) {
  res.writeHead(204, {
    ...corsHeaders(req),
    "Access-Control-Allow-Methods": methods,
    "Access-Control-Allow-Headers": "authorization, content-type",
    "Access-Control-Max-Age": "600",
  });
  res.end();
}
