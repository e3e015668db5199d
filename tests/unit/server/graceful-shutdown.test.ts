import { request as httpRequest, Agent, createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { shutDownGracefully, shuttingDownAnswer } from "@/server/graceful-shutdown.mjs";

describe("shuttingDownAnswer", () => {
  it.each([
    ["/api/health/ready", "application/json", '{"status":"shutting down"}'],
    ["/api/health/ready?verbose=1", "application/json", '{"status":"shutting down"}'],
    ["/en/company", "text/plain; charset=utf-8", "shutting down"],
    [undefined, "text/plain; charset=utf-8", "shutting down"],
  ])("%s gets a 503 of %s that closes the connection", (url, contentType, body) => {
    const answer = shuttingDownAnswer(url);
    expect(answer.status).toBe(503);
    expect(answer.headers).toMatchObject({ Connection: "close", "Content-Type": contentType });
    expect(answer.body).toContain(body);
  });
});

/** A server whose `/slow` answers only when the test releases it. */
function slowServer() {
  const releases: Array<() => void> = [];
  let started = 0;
  const server = createServer((request, response) => {
    if (request.url === "/slow") {
      started += 1;
      releases.push(() => response.end("slow done"));
      return;
    }
    response.end("fast");
  });
  const release = () => {
    for (const answer of releases.splice(0)) answer();
  };
  return { server, release, started: () => started };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

function get(port: number, path: string, agent?: Agent) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port, path, agent }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          connection: response.headers.connection,
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

let cleanup: Array<() => void> = [];
afterEach(() => {
  for (const step of cleanup) step();
  cleanup = [];
});

function setUp(graceMs = 5000, isOwnRequest?: (request: { url?: string }) => boolean) {
  const stack = slowServer();
  const exits: number[] = [];
  const logs: string[] = [];
  const shutdown = shutDownGracefully(stack.server, {
    graceMs,
    isOwnRequest,
    exit: (code) => exits.push(code),
    log: (line) => logs.push(line),
    signals: [],
  });
  cleanup.push(() => {
    stack.server.closeAllConnections();
    stack.server.close();
  });
  return { ...stack, exits, logs, shutdown };
}

describe("shutDownGracefully", () => {
  it("lets a request in flight finish, refuses new connections, then exits 0", async () => {
    const { server, release, started, exits, shutdown } = setUp();
    const port = await listen(server);
    const slow = get(port, "/slow");
    await until(() => started() === 1);

    shutdown.shutDown("SIGTERM");

    await expect(get(port, "/fast")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(exits).toEqual([]);
    const released = Date.now();
    release();
    expect(await slow).toMatchObject({ status: 200, body: "slow done" });
    await until(() => exits.length > 0);
    expect(exits).toEqual([0]);
    // The connection, kept alive after its answer, is closed then, not after Node's 5 s timeout.
    expect(Date.now() - released).toBeLessThan(1000);
  });

  it("answers readiness asked on an open connection with 503 and closes it", async () => {
    const { server, release, started, exits, shutdown } = setUp();
    const port = await listen(server);
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => (received += chunk));
    const ended = new Promise((resolve) => socket.on("close", resolve));
    socket.write("GET /slow HTTP/1.1\r\nHost: site\r\n\r\n");
    await until(() => started() === 1);

    shutdown.shutDown("SIGTERM");
    socket.write("GET /api/health/ready HTTP/1.1\r\nHost: site\r\n\r\n");
    release();
    await ended;

    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toContain("slow done");
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second).toMatch(/connection: close/i);
    expect(second).toContain('{"status":"shutting down"}');
    await until(() => exits.length > 0);
    expect(exits).toEqual([0]);
  });

  it("closes idle keep-alive connections, so the exit does not wait for their timeout", async () => {
    const { server, exits, shutdown } = setUp();
    const port = await listen(server);
    const agent = new Agent({ keepAlive: true });
    cleanup.push(() => agent.destroy());
    expect((await get(port, "/fast", agent)).body).toBe("fast");

    const before = Date.now();
    shutdown.shutDown("SIGTERM");
    await until(() => exits.length > 0);
    expect(exits).toEqual([0]);
    // Node keeps an idle connection 5 s by default.
    expect(Date.now() - before).toBeLessThan(1000);
  });

  it("still serves a request the server makes to itself for one in flight", async () => {
    const { server, release, started, shutdown } = setUp(
      5000,
      (request) => request.url === "/own-render",
    );
    const port = await listen(server);
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => (received += chunk));
    socket.write("GET /slow HTTP/1.1\r\nHost: site\r\n\r\n");
    await until(() => started() === 1);

    shutdown.shutDown("SIGTERM");
    socket.write("GET /own-render HTTP/1.1\r\nHost: site\r\n\r\n");
    release();
    await until(() => received.includes("fast"));

    expect(received.split(/(?=HTTP\/1\.1 )/).map((answer) => answer.slice(0, 12))).toEqual([
      "HTTP/1.1 200",
      "HTTP/1.1 200",
    ]);
    socket.destroy();
  });

  it("cuts a request still running when the grace period ends and exits 1", async () => {
    const { server, started, exits, logs, shutdown } = setUp(100);
    const port = await listen(server);
    const slow = get(port, "/slow");
    await until(() => started() === 1);

    shutdown.shutDown("SIGTERM");

    await expect(slow).rejects.toMatchObject({ code: "ECONNRESET" });
    expect(exits).toEqual([1]);
    expect(logs.at(-1)).toMatch(/grace of 100 ms over: cutting 1 request/);
  });

  it("cuts at once on a second signal", async () => {
    const { server, started, exits, shutdown } = setUp();
    const port = await listen(server);
    const slow = get(port, "/slow");
    await until(() => started() === 1);

    shutdown.shutDown("SIGINT");
    shutdown.shutDown("SIGINT");

    await expect(slow).rejects.toMatchObject({ code: "ECONNRESET" });
    expect(exits).toEqual([1]);
  });
});
