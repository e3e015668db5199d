// Requests no browser or client of this site sends: they get a plain 4xx here, before Next.js
// (which answers some of them with a 500, TRACE for one, and renders pages for PUT or PROPFIND).

/** The methods a Next.js route handler can export; any other is refused before Next.js. */
const ROUTE_HANDLER_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];

/** Pages, files and the other addresses outside /api/ are only ever read. */
const PAGE_METHODS = ["GET", "HEAD", "OPTIONS"];

/** Methods whose requests carry no body on this site. */
const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS", "DELETE"]);

/**
 * @typedef {{ method?: string, url?: string, headers: import("node:http").IncomingHttpHeaders }} RequestHead
 * @typedef {{ status: number, message: string, allow?: string, close?: boolean }} Answer
 * @typedef {Answer | { status: 405, askRoute: true } | { status: 204, allow: string }} Refusal
 */

/** @param {string | undefined} url */
export function isRouteHandlerPath(url = "/") {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/**
 * How to answer an odd request, or null to let it through. A route handler's own methods are
 * known to Next.js only: `askRoute` means the answer needs the route's Allow header.
 * @param {RequestHead} request
 * @returns {Refusal | null}
 */
export function oddRequestAnswer({ method = "GET", url = "/", headers }) {
  if (!url.startsWith("/")) {
    return {
      status: 400,
      message: `the request target must be a path such as /en, not ${url === "*" ? "*" : "a full address"}`,
      close: hasBody(headers),
    };
  }
  const api = isRouteHandlerPath(url);
  if (api && !ROUTE_HANDLER_METHODS.includes(method)) {
    return { status: 405, askRoute: true };
  }
  if (!api && !PAGE_METHODS.includes(method)) {
    return {
      status: 405,
      allow: PAGE_METHODS.join(", "),
      message: `${url.split("?", 1)[0]} accepts ${PAGE_METHODS.join(", ")} only`,
      close: hasBody(headers),
    };
  }
  if (BODYLESS_METHODS.has(method) && hasBody(headers)) {
    return { status: 400, message: `a ${method} request carries no body`, close: true };
  }
  if (!api && method === "OPTIONS") return { status: 204, allow: PAGE_METHODS.join(", ") };
  return null;
}

/** @param {import("node:http").IncomingHttpHeaders} headers */
function hasBody(headers) {
  return headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;
}

/**
 * Answers an odd request and says whether it did. `allowOf` asks Next.js which methods a route
 * handler accepts (its OPTIONS answer), or null when there is no such route.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {(url: string) => Promise<string | null>} allowOf
 */
export async function refuseOddRequest(request, response, allowOf) {
  const answer = oddRequestAnswer(request);
  if (!answer) return false;
  if ("askRoute" in answer) {
    const allow = await allowOf(request.url ?? "/");
    sendRefusal(
      request,
      response,
      allow === null
        ? { status: 404, message: "no route handler answers this address", close: true }
        : { status: 405, allow, message: `this route accepts ${allow}`, close: true },
    );
  } else if ("message" in answer) {
    sendRefusal(request, response, answer);
  } else {
    response.writeHead(answer.status, { Allow: answer.allow }).end();
  }
  return true;
}

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {Answer} answer
 */
function sendRefusal(request, response, answer) {
  const json = isRouteHandlerPath(request.url);
  const title =
    answer.status === 405
      ? "Method not allowed"
      : answer.status === 404
        ? "Not found"
        : "Bad request";
  const body = json
    ? JSON.stringify({ error: title, message: answer.message })
    : `${title}: ${answer.message}.\n`;
  /** @type {Record<string, string>} */
  const headers = {
    "Content-Type": json ? "application/json" : "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  };
  if (answer.allow) headers.Allow = answer.allow;
  // A body left unread would otherwise be read to its end to reuse the connection.
  if (answer.close) headers.Connection = "close";
  response.writeHead(answer.status, headers).end(request.method === "HEAD" ? undefined : body);
  if (answer.close) closeLingering(request.socket);
}

/** How long a refused client may go on sending before the connection is cut. */
const LINGER_MS = 2000;

/**
 * Closes a connection whose client may still be sending a body the site refused, the way web
 * servers do ("lingering close"): the answer is sent and the sending side closed, then whatever
 * still arrives is read and dropped for a moment. Cutting the connection at once would leave
 * unread bytes, and the kernel answers those with a reset that can destroy the answer before
 * the client reads it. Nothing is kept, and after LINGER_MS the connection is cut anyway.
 * @param {import("node:net").Socket} socket
 */
function closeLingering(socket) {
  const destroy = socket.destroy.bind(socket);
  // Node.js destroys a `Connection: close` socket as soon as the answer is written.
  socket.destroySoon = () => {
    socket.end();
  };
  socket.on("data", () => {});
  socket.resume();
  setTimeout(destroy, LINGER_MS).unref();
}

/**
 * CONNECT (a proxy tunnel) is no request for a web site: 405 on the raw socket, since Node.js
 * hands it over without a response object.
 * @param {import("node:http").IncomingMessage} _request
 * @param {import("node:stream").Duplex} socket
 */
export function refuseConnect(_request, socket) {
  const body = "Method not allowed: this site is no proxy.\n";
  socket.end(
    "HTTP/1.1 405 Method Not Allowed\r\n" +
      `Allow: ${ROUTE_HANDLER_METHODS.join(", ")}\r\n` +
      "Content-Type: text/plain; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
