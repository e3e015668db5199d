import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { explainMethodNotAllowed } from "@/server/explain-method-not-allowed.mjs";
import { oddRequestAnswer, refuseConnect, refuseOddRequest } from "@/server/refuse-odd-request.mjs";

const noBody = {};
const withLength = { "content-length": "12" };
const chunked = { "transfer-encoding": "chunked" };

describe("oddRequestAnswer", () => {
  it.each([
    ["a page read", "GET", "/en/company", noBody, null],
    ["a page's HEAD", "HEAD", "/en", noBody, null],
    ["an empty declared body on GET", "GET", "/en", { "content-length": "0" }, null],
    ["a route handler's POST", "POST", "/api/search-proxy/search", withLength, null],
    ["a route handler's DELETE", "DELETE", "/api/editor-area-autentication", noBody, null],
    ["OPTIONS of a route handler (Next.js answers)", "OPTIONS", "/api/health/live", noBody, null],
    ["a method Next.js does not export on a route", "PUT", "/api/health/live", noBody, null],
  ])("lets %s through", (_case, method, url, headers, expected) => {
    expect(oddRequestAnswer({ method, url, headers })).toEqual(expected);
  });

  it.each([
    ["GET *", "GET", "*", noBody, { status: 400 }],
    ["OPTIONS *", "OPTIONS", "*", noBody, { status: 400 }],
    ["an absolute-form target", "GET", "http://evil.example/en", noBody, { status: 400 }],
    ["a body on GET", "GET", "/en", withLength, { status: 400, close: true }],
    ["a chunked body on GET", "GET", "/api/health/live", chunked, { status: 400, close: true }],
    ["a body on HEAD", "HEAD", "/en", chunked, { status: 400, close: true }],
    ["a body on OPTIONS", "OPTIONS", "/api/x", withLength, { status: 400, close: true }],
    ["a body on DELETE", "DELETE", "/api/editor-area-autentication", chunked, { status: 400 }],
    ["TRACE on a page", "TRACE", "/en", noBody, { status: 405, allow: "GET, HEAD, OPTIONS" }],
    ["POST to a page", "POST", "/en/company", withLength, { status: 405, close: true }],
    ["PUT to a page", "PUT", "/en", noBody, { status: 405, allow: "GET, HEAD, OPTIONS" }],
    ["PROPFIND on a file", "PROPFIND", "/file/x", noBody, { status: 405 }],
    ["TRACE on a route handler", "TRACE", "/api/health/live", noBody, { askRoute: true }],
    ["PROPFIND on a route handler", "PROPFIND", "/api/x", noBody, { askRoute: true }],
    ["OPTIONS of a page", "OPTIONS", "/en", noBody, { status: 204, allow: "GET, HEAD, OPTIONS" }],
  ])("answers %s", (_case, method, url, headers, expected) => {
    expect(oddRequestAnswer({ method, url, headers })).toMatchObject(expected);
  });
});

/** A server that does what Next.js does with these responses, behind the modules under test. */
let server: Server;
let port: number;
const allowOf = async (url: string) => (url.startsWith("/api/known") ? "GET, HEAD, OPTIONS" : null);

beforeAll(async () => {
  server = createServer(async (request, response) => {
    if (await refuseOddRequest(request, response, allowOf)) return;
    explainMethodNotAllowed(request, response, allowOf);
    // Next.js's bare 405 for a method the route does not export: headers flushed, no body.
    response.statusCode = request.method === "GET" ? 200 : 405;
    response.setHeader("Vary", "rsc");
    response.flushHeaders();
    response.end(request.method === "GET" ? "ok" : undefined);
  });
  server.on("connect", refuseConnect);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const outgoing = httpRequest(
        { host: "127.0.0.1", port, method, path, headers },
        (incoming) => {
          let text = "";
          incoming.setEncoding("utf8");
          incoming.on("data", (chunk: string) => (text += chunk));
          incoming.on("end", () =>
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }),
          );
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body);
    },
  );
}

describe("the answers on the wire", () => {
  it.each([
    [
      "TRACE",
      "/api/known/route",
      405,
      "GET, HEAD, OPTIONS",
      "this route accepts GET, HEAD, OPTIONS",
    ],
    ["PUT", "/api/known/route", 405, "GET, HEAD, OPTIONS", "this route accepts GET, HEAD, OPTIONS"],
    [
      "DELETE",
      "/api/known/route",
      405,
      "GET, HEAD, OPTIONS",
      "this route accepts GET, HEAD, OPTIONS",
    ],
    ["TRACE", "/api/unknown", 404, undefined, "no route handler answers this address"],
  ])(
    "%s %s: %i with Allow %s, saying what is allowed",
    async (method, path, status, allow, message) => {
      const answer = await send(method, path);
      expect(answer.status).toBe(status);
      expect(answer.headers.allow).toBe(allow);
      expect(answer.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(answer.body)).toMatchObject({ message });
    },
  );

  it("answers a page's TRACE in plain text, naming the allowed methods", async () => {
    const answer = await send("TRACE", "/en");
    expect(answer).toMatchObject({ status: 405, headers: { allow: "GET, HEAD, OPTIONS" } });
    expect(answer.body).toBe("Method not allowed: /en accepts GET, HEAD, OPTIONS only.\n");
  });

  it("refuses a body on GET and closes the connection instead of reading the rest", async () => {
    const body = "x".repeat(1000);
    const answer = await send("GET", "/en", { "content-length": String(body.length) }, body);
    expect(answer.status).toBe(400);
    expect(answer.headers.connection).toBe("close");
    expect(answer.body).toBe("Bad request: a GET request carries no body.\n");
  });

  it("leaves a read alone", async () => {
    expect(await send("GET", "/api/known/route")).toMatchObject({ status: 200, body: "ok" });
  });

  it("answers CONNECT with 405 rather than a dropped connection", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest({
        host: "127.0.0.1",
        port,
        method: "CONNECT",
        path: "a.example:443",
      });
      outgoing.on("connect", (incoming, socket) => {
        socket.destroy();
        resolve(incoming.statusCode ?? 0);
      });
      outgoing.on("response", (incoming) => resolve(incoming.statusCode ?? 0));
      outgoing.on("error", reject);
      outgoing.end();
    });
    expect(status).toBe(405);
  });
});
