import { request as httpRequest } from "node:http";
import { connect } from "node:net";

import { expect, test } from "@playwright/test";

import { residentMemory, useOwnStack } from "./support/own-stack";

// A site of its own: its memory is measured, undisturbed by other tests, and its log read.
const stack = useOwnStack({ portOffset: 122, services: "shared" });
const SITE_PORT = stack.sitePort;
const MB = 1024 * 1024;

const siteRss = () => residentMemory(stack.site());

/** A body of `total` bytes, made as it is sent: the test itself never holds more than a chunk. */
function* bodyChunks(total: number, size = 64 * 1024) {
  const chunk = Buffer.alloc(size, "a");
  for (let sent = 0; sent < total; sent += size) yield chunk;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Status, headers and body of a raw HTTP/1.1 answer; null while it is not complete. */
function parseAnswer(raw: Buffer): Answer | null {
  const split = raw.indexOf("\r\n\r\n");
  if (split < 0) return null;
  const [statusLine = "", ...lines] = raw.subarray(0, split).toString("latin1").split("\r\n");
  const headers: Answer["headers"] = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let rest = raw.subarray(split + 4);
  let body: Buffer;
  if (headers["transfer-encoding"] === "chunked") {
    const parts: Buffer[] = [];
    for (;;) {
      const lineEnd = rest.indexOf("\r\n");
      if (lineEnd < 0) return null;
      const size = parseInt(rest.subarray(0, lineEnd).toString(), 16);
      if (size === 0) break;
      if (rest.length < lineEnd + 2 + size + 2) return null;
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
    body = Buffer.concat(parts);
  } else {
    const length = Number(headers["content-length"] ?? 0);
    if (rest.length < length) return null;
    body = rest.subarray(0, length);
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8") };
}

/**
 * Sends a request with a body streamed chunked (no Content-Length) over a plain socket, as an
 * attacker would, until the site answers: a site that answers early and closes the connection
 * is what the test hopes for, and the writes it then refuses are not the test's concern.
 */
function sendStreamed(method: string, path: string, chunks: Iterable<Buffer>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(SITE_PORT, "127.0.0.1");
    let received = Buffer.alloc(0);
    let answer: Answer | null = null;
    socket.on("data", (data: Buffer) => {
      received = Buffer.concat([received, data]);
      answer = parseAnswer(received);
      if (answer) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on("error", () => {
      // A refused write (EPIPE, ECONNRESET) after the answer began is expected; see "close".
    });
    socket.on("close", () => {
      if (!answer) reject(new Error(`${method} ${path}: the connection closed without an answer`));
    });
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${SITE_PORT}\r\n` +
        "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    const iterator = chunks[Symbol.iterator]();
    const pump = () => {
      for (let next = iterator.next(); !answer && !socket.destroyed; next = iterator.next()) {
        if (next.done) return void socket.write("0\r\n\r\n");
        const frame = Buffer.concat([
          Buffer.from(`${next.value.length.toString(16)}\r\n`),
          next.value,
          Buffer.from("\r\n"),
        ]);
        if (!socket.write(frame)) return void socket.once("drain", pump);
      }
    };
    pump();
  });
}

/** Sends a request exactly as written: method, target and headers a browser would never send. */
function sendRaw(method: string, target: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest(
      { host: "127.0.0.1", port: SITE_PORT, method, path: target, headers },
      (incoming) => {
        let body = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (body += chunk));
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }),
        );
      },
    );
    outgoing.on("connect", (incoming, socket) => {
      socket.destroy();
      resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: "" });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** Runs `attack` while sampling the site's memory; returns the attack's result and the peak. */
async function measured<T>(attack: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = siteRss();
  const sampler = setInterval(() => (peak = Math.max(peak, siteRss())), 25);
  try {
    const result = await attack();
    return { result, peak: Math.max(peak, siteRss()) };
  } finally {
    clearInterval(sampler);
  }
}

test("four 200 MB chunked bodies to a route handler get 413 and the site's memory stays within 50 MB", async () => {
  // Loads the route once, so the measurement sees the bodies and not the route's first use.
  const warm = await sendStreamed("POST", "/api/search-proxy/search", [Buffer.from("{}")]);
  expect(warm.status).toBe(400);
  const before = siteRss();

  const { result, peak } = await measured(() =>
    Promise.all(
      Array.from({ length: 4 }, () =>
        sendStreamed("POST", "/api/search-proxy/search", bodyChunks(200 * MB)),
      ),
    ),
  );

  expect(result.map((answer) => answer.status)).toEqual([413, 413, 413, 413]);
  expect(JSON.parse(result[0]?.body ?? "")).toEqual({
    error: "Payload too large",
    message: `the body must be at most ${256 * 1024} bytes`,
  });
  expect(peak - before, `RSS grew from ${before / MB} MB to ${peak / MB} MB`).toBeLessThan(50 * MB);
});

test("a 200 MB chunked body on GET is refused with 400 and costs the site no memory", async () => {
  const before = siteRss();
  const { result, peak } = await measured(() =>
    sendStreamed("GET", "/api/health/live", bodyChunks(200 * MB)),
  );
  expect(result.status).toBe(400);
  expect(result.body).toContain("a GET request carries no body");
  expect(peak - before).toBeLessThan(50 * MB);
});

test("TRACE, unknown methods, GET * and absolute-form targets get 4xx; a 405 says what is allowed", async () => {
  const cases: Array<[string, string, number, string | undefined]> = [
    ["TRACE", "/en", 405, "GET, HEAD, OPTIONS"],
    ["TRACE", "/api/health/live", 405, "GET, HEAD, OPTIONS"],
    ["PROPFIND", "/api/search-proxy/search", 405, "OPTIONS, POST"],
    ["PUT", "/api/search-proxy/search", 405, "OPTIONS, POST"],
    ["DELETE", "/en/company", 405, "GET, HEAD, OPTIONS"],
    ["CONNECT", "127.0.0.1:443", 405, undefined],
    ["GET", "*", 400, undefined],
    ["OPTIONS", "*", 400, undefined],
    ["GET", "http://evil.example/en", 400, undefined],
  ];
  for (const [method, target, status, allow] of cases) {
    const answer = await sendRaw(method, target);
    expect(answer.status, `${method} ${target}`).toBe(status);
    if (allow) {
      expect(answer.headers.allow, `${method} ${target}`).toBe(allow);
      expect(answer.body, `${method} ${target}`).toContain(allow);
    }
  }
});

test("a product slug like constructor or __proto__ is a 404, not an error page", async () => {
  for (const slug of ["constructor", "__proto__", "toString"]) {
    for (const path of [
      `/en/products/cutting-stripping/fully-automatic/${slug}`,
      `/en/products/${slug}`,
      `/en/${slug}`,
    ]) {
      const answer = await sendRaw("GET", path);
      expect(answer.status, path).toBe(404);
    }
  }
});

test("Next's internal headers and the server's own markers never reach a response", async () => {
  const requests: Array<[string, Record<string, string>]> = [
    ["/en/no-such-page", {}],
    ["/en/company?testing=true", {}], // a public page that skips the page cache
    ["/en/no-such-page", {}], // second visit: from the page cache
    ["/en?cache=false", {}],
    ["/en/company", { rsc: "1" }],
    ["/en/company", { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" }],
    ["/api/health/live", {}],
    ["/api/tickets-proxy", {}],
  ];
  for (const [path, headers] of requests) {
    const answer = await sendRaw("GET", path, headers);
    const internal = Object.keys(answer.headers).filter((name) =>
      /^(x-middleware-|x-invoke-|x-next-|x-prerender-|x-matched-path|x-now-route-matches|x-ferrion-)/.test(
        name,
      ),
    );
    expect(internal, path).toEqual([]);
  }
});

test("none of it left a stack trace in the site's log", () => {
  // Log lines are JSON: a stack's line breaks are escaped there.
  expect(stack.site().output()).not.toMatch(/(\n|\\n)\s+at .+[:(]\d+/);
});
