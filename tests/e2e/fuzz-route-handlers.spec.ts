import { METHODS, request as httpRequest } from "node:http";

import { expect, test } from "@playwright/test";

import { SITE_URL } from "../../playwright.config";
import { routeHandlerPaths } from "./support/route-handlers";
import { TIMEOUTS } from "./support/timeouts";

const STACK_TRACE = /\n\s+at .+[:(]\d+/;
const TAKES_BODY = new Set(["POST", "PUT", "PATCH"]);

interface Answer {
  status: number;
  allow?: string;
  body: string;
}

/** Sends one request as a client would write it, with a small JSON body on the methods that take one. */
function send(method: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(SITE_URL);
  const body = TAKES_BODY.has(method) ? '{"siteSlug":"site-main","localeCode":"en"}' : undefined;
  const headers: Record<string, string> = body
    ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) }
    : {};
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method, headers }, (incoming) => {
      let text = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => (text += chunk));
      incoming.on("end", () =>
        resolve({ status: incoming.statusCode ?? 0, allow: incoming.headers.allow, body: text }),
      );
    });
    // CONNECT is answered on the raw socket.
    outgoing.on("connect", (incoming, socket) => {
      socket.destroy();
      resolve({ status: incoming.statusCode ?? 0, allow: incoming.headers.allow, body: "" });
    });
    outgoing.on("error", reject);
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`${method} ${path} timed out`)));
    outgoing.end(body);
  });
}

test("every route handler, asked with every HTTP method, answers without a 5xx or a stack trace; a 405 says what is allowed", async () => {
  test.setTimeout(TIMEOUTS.manyRequestsMs);
  const paths = routeHandlerPaths();
  expect(paths).toContain("/api/search-proxy/search");
  expect(paths).toContain("/api/product-data/constructor");
  const queue = paths.flatMap((path) => METHODS.map((method) => ({ method, path })));
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { method, path } = next;
        const answer = await send(method, path);
        if (answer.status >= 500 || answer.status === 0)
          failures.push(`${answer.status} ${method} ${path}`);
        if (STACK_TRACE.test(answer.body)) failures.push(`stack trace: ${method} ${path}`);
        if (
          answer.status === 405 &&
          (!answer.allow ||
            (method !== "HEAD" && method !== "CONNECT" && !answer.body.includes(answer.allow)))
        ) {
          failures.push(
            `405 without Allow or a body naming it: ${method} ${path} (${answer.allow})`,
          );
        }
      }
    }),
  );
  expect(failures).toEqual([]);
});
