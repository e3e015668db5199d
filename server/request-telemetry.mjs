// One span and one log line per visitor request. The span (when tracing is on) is current while
// the request is handled, so Next.js's spans, the page cache's render and every backend call
// below it join the visitor's trace, and every line logged meanwhile carries its ids.
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";

import { traceFields } from "../lib/log/log-options.mjs";

const RECORD = Symbol("request telemetry");
// Paths are attacker-chosen: a long one is cut so one request cannot write a huge line.
export const LOGGED_PATH_MAX_LENGTH = 200;

/**
 * @typedef {"hit" | "stale" | "miss" | "joined" | "bypass"} PageCacheDecision
 * @typedef {{ span?: import("@opentelemetry/api").Span, decision?: PageCacheDecision }} RequestRecord
 */

/**
 * The request's path, without its query (which may hold what a visitor typed), cut when long.
 * @param {string | undefined} url
 */
export function loggedPath(url) {
  const path = (url ?? "/").split("?")[0] ?? "/";
  return path.length > LOGGED_PATH_MAX_LENGTH ? `${path.slice(0, LOGGED_PATH_MAX_LENGTH)}…` : path;
}

/**
 * The fields of the request's log line.
 * @param {{ method?: string, url?: string, status: number, durationMs: number, decision?: PageCacheDecision, spanContext?: import("@opentelemetry/api").SpanContext }} request
 */
export function requestLogFields({ method, url, status, durationMs, decision, spanContext }) {
  return {
    method: method ?? "GET",
    path: loggedPath(url),
    status,
    durationMs: Math.round(durationMs * 10) / 10,
    ...(decision ? { pageCache: decision } : {}),
    ...traceFields(spanContext),
  };
}

/**
 * What the page cache decided for this request: on the request's span and its log line.
 * @param {import("node:http").ServerResponse} response
 * @param {PageCacheDecision} decision
 */
export function notePageCacheDecision(response, decision) {
  const record = /** @type {RequestRecord | undefined} */ (
    /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (response))[RECORD]
  );
  if (!record) return;
  record.decision = decision;
  record.span?.setAttribute("komax.page_cache", decision);
}

/**
 * Wraps the server's request listener. Requests the server makes to itself (`isOwnRequest`: the
 * page cache's renders) get no line of their own: they carry the visitor's trace context
 * (render-page.mjs), which Next.js picks up.
 * @param {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => void} listener
 * @param {{ tracing: boolean, log: import("pino").Logger, isOwnRequest: (request: import("node:http").IncomingMessage) => boolean }} options
 * @returns {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => void}
 */
export function observeRequests(listener, { tracing, log, isOwnRequest }) {
  const tracer = trace.getTracer("komax-web");
  return (request, response) => {
    if (isOwnRequest(request)) return listener(request, response);
    const started = performance.now();
    /** @type {RequestRecord} */
    const record = {};
    /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (response))[RECORD] = record;
    response.once("close", () => {
      const status = response.statusCode;
      const { span, decision } = record;
      if (span) {
        span.setAttribute("http.response.status_code", status);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        if (!response.writableFinished) span.setAttribute("komax.aborted", true);
        span.end();
      }
      if (!log.isLevelEnabled("info")) return;
      const durationMs = performance.now() - started;
      const spanContext = span?.spanContext();
      log.info(
        requestLogFields({
          method: request.method,
          url: request.url,
          status,
          durationMs,
          decision,
          spanContext,
        }),
        "request",
      );
    });
    if (!tracing) return listener(request, response);
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const method = request.method ?? "GET";
    record.span = tracer.startSpan(
      method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          "http.request.method": method,
          "url.path": loggedPath(request.url),
          "url.scheme": "http",
          "server.address": request.headers.host ?? "",
        },
      },
      parent,
    );
    context.with(trace.setSpan(parent, record.span), () => listener(request, response));
  };
}
