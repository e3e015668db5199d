/**
 * The encoding to send: brotli, then gzip, else none (q=0 refuses one).
 * @param {string | undefined} acceptEncoding
 * @returns {"br" | "gzip" | null}
 */
export function chooseEncoding(acceptEncoding) {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/**
 * Writes a cached page: 304 when the browser holds it already, else the smallest encoding it
 * accepts. An RSC answer and a data API's answer keep the `Vary` and `Cache-Control` they were
 * written with, so the browser treats them as it treats those Next.js wrote.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {import("./page-cache.mjs").CachedPage} page
 * @param {import("./cacheable-request.mjs").SharedKind} [kind]
 */
export function sendCachedPage(request, response, page, kind = "page") {
  for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value);
  response.setHeader("ETag", page.etag);
  if (kind === "page") {
    response.setHeader("Vary", "Accept-Encoding");
    response.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  }
  if (request.headers["if-none-match"] === page.etag) {
    response.writeHead(304).end();
    return;
  }
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  const body = encoding ? page[encoding] : page.body;
  if (encoding) response.setHeader("Content-Encoding", encoding);
  response.setHeader("Content-Length", body.length);
  response.writeHead(page.status).end(request.method === "HEAD" ? undefined : body);
}

/**
 * Writes a response rendered for this request that is not to be shared (a 404, a redirect).
 * @param {import("node:http").ServerResponse} response
 * @param {import("./page-cache.mjs").RenderedResponse} rendered
 */
export function sendRendered(response, rendered) {
  for (const [name, value] of Object.entries(rendered.headers)) {
    if (!["connection", "keep-alive", "transfer-encoding", "content-length"].includes(name)) {
      response.setHeader(name, value);
    }
  }
  response.setHeader("Content-Length", rendered.body.length);
  response.writeHead(rendered.status).end(rendered.body);
}
