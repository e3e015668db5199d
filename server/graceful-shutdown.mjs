// Stops the server gently on SIGTERM/SIGINT, so a rolling deploy or a scale-down loses no request:
// readiness and every request arriving on an open connection answer 503 at once, the listening
// socket closes (new connections are refused), requests in flight finish within the grace
// period, idle keep-alive connections close, and the process exits 0. A request still running
// when the grace period ends is cut, and the exit code (1) says so.

const READINESS_PATH = "/api/health/ready";
// A collector that does not answer must not hold the exit back for long.
const FLUSH_LIMIT_MS = 2000;

/**
 * What a request arriving during the shutdown gets: 503, and the connection closes after it so the
 * caller (or its load balancer) goes to another instance.
 * @param {string | undefined} url
 * @returns {{ status: number, headers: Record<string, string>, body: string }}
 */
export function shuttingDownAnswer(url) {
  const headers = { Connection: "close", "Cache-Control": "no-store", "Retry-After": "1" };
  const path = (url ?? "/").split("?")[0];
  if (path === READINESS_PATH) {
    return {
      status: 503,
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "shutting down" }),
    };
  }
  return {
    status: 503,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    body: "Service unavailable: this server is shutting down; please try again.\n",
  };
}

/**
 * Takes over the server's request listeners (call it after `createServer`, before any request)
 * and installs the signal handlers.
 * @param {import("node:http").Server} server
 * @param {{
 *   graceMs: number,
 *   isOwnRequest?: (request: import("node:http").IncomingMessage) => boolean,
 *   exit?: (code: number) => void,
 *   log?: (line: string) => void,
 *   signals?: NodeJS.Signals[],
 *   beforeExit?: () => Promise<void>,
 * }} options `isOwnRequest`: a request the server makes to itself on behalf of one in flight
 *   (a page cache render), which must still be served. `beforeExit`: last work (sending the
 *   traces still buffered), given at most FLUSH_LIMIT_MS.
 * @returns {{ shutDown: (reason: string) => void }}
 */
export function shutDownGracefully(
  server,
  {
    graceMs,
    isOwnRequest = () => false,
    exit = (code) => process.exit(code),
    log = (line) => console.log(line),
    signals = ["SIGTERM", "SIGINT"],
    beforeExit = async () => {},
  },
) {
  const listeners = server.listeners("request");
  server.removeAllListeners("request");
  /** @type {Set<import("node:http").ServerResponse>} */
  const inFlight = new Set();
  let draining = false;
  let exited = false;
  /** @param {number} code */
  const finish = (code) => {
    if (exited) return;
    exited = true;
    const limit = new Promise((resolve) => setTimeout(resolve, FLUSH_LIMIT_MS).unref());
    Promise.race([beforeExit().catch(() => {}), limit]).finally(() => exit(code));
  };

  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections());

  server.on("request", (request, response) => {
    if (draining && !isOwnRequest(request)) {
      const answer = shuttingDownAnswer(request.url);
      response.writeHead(answer.status, answer.headers).end(answer.body);
      return;
    }
    inFlight.add(response);
    response.once("close", () => {
      inFlight.delete(response);
      // A keep-alive connection that just went idle would otherwise hold the exit back.
      if (draining) closeIdleSoon();
    });
    for (const listener of listeners) listener.call(server, request, response);
  });

  /** @param {string} reason */
  function shutDown(reason) {
    if (draining) {
      log(`${reason} again: cutting ${inFlight.size} request(s) now`);
      server.closeAllConnections();
      finish(1);
      return;
    }
    draining = true;
    log(`${reason}: shutting down, ${inFlight.size} request(s) in flight (grace ${graceMs} ms)`);
    const cut = setTimeout(() => {
      log(
        `Shutdown grace of ${graceMs} ms over: cutting ${inFlight.size} request(s) still running`,
      );
      finish(1);
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearTimeout(cut);
      if (!exited) log("Shutdown complete");
      finish(0);
    });
    server.closeIdleConnections();
  }

  for (const signal of signals) process.on(signal, () => shutDown(signal));
  return { shutDown };
}
