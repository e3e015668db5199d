/**
 * The answer to an anonymous client past its render budget (docs/caching.md "The render budget"): 429
 * with when to try again, in JSON for the data APIs and in plain text otherwise.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {number} retryAfterS
 */
export function refuseOverBudget(request, response, retryAfterS) {
  const message = `This client has sent more requests that must be rendered anew than the site answers; try again in ${retryAfterS} s.`;
  const isApi = (request.url ?? "").startsWith("/api/");
  const body = isApi ? JSON.stringify({ error: "Too many requests", message }) : `${message}\n`;
  response.writeHead(429, {
    "Content-Type": isApi ? "application/json" : "text/plain; charset=utf-8",
    "Retry-After": String(retryAfterS),
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(body),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}
