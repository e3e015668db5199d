import { request as httpRequest, Agent } from "node:http";

import { context, propagation } from "@opentelemetry/api";

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/**
 * Adds the current trace context (`traceparent`), so the render joins the trace of the request it
 * renders for; nothing when tracing is off.
 * @param {Record<string, string>} headers
 */
function withTraceContext(headers) {
  propagation.inject(context.active(), headers);
  return headers;
}

/**
 * Renders a page by asking this very server for it, marked with a token only this process knows
 * so it goes straight to Next.js. Only the host, the URL and, for an RSC answer, the router
 * headers travel: a shared answer must not depend on anything else of the visitor's request.
 * @param {{ port: number, token: string, tokenHeader: string, timeoutMs: number }} self
 * @param {import("./cacheable-request.mjs").RenderTarget} request
 * @returns {Promise<import("./page-cache.mjs").RenderedResponse>}
 */
export function renderPage(self, { url, host, headers = {} }) {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port: self.port,
        path: url,
        method: "GET",
        agent,
        timeout: self.timeoutMs,
        headers: withTraceContext({
          ...headers,
          host,
          "accept-encoding": "identity",
          [self.tokenHeader]: self.token,
        }),
      },
      (incoming) => {
        /** @type {Buffer[]} */
        const chunks = [];
        incoming.on("data", (chunk) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 502,
            headers: /** @type {Record<string, string | string[]>} */ (incoming.headers),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`Rendering ${url} timed out`)));
    outgoing.on("error", reject);
    outgoing.end();
  });
}
