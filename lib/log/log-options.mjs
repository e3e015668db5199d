// The one shape of every log line (server/*.mjs and the app alike): JSON, the level as a word, an
// ISO time, and the trace and span ids of the request a line was written in.
import { isSpanContextValid, trace } from "@opentelemetry/api";

const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"];

/**
 * LOG_LEVEL, else info; a value pino does not know falls back to info rather than stopping.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function logLevel(env) {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  return wanted && LOG_LEVELS.includes(wanted) ? wanted : "info";
}

/**
 * The ids a line written inside a traced request carries; none outside one (or with tracing off).
 * @param {import("@opentelemetry/api").SpanContext | undefined} spanContext
 * @returns {{ trace_id?: string, span_id?: string }}
 */
export function traceFields(spanContext) {
  if (!spanContext || !isSpanContextValid(spanContext)) return {};
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}

/** @returns {{ trace_id?: string, span_id?: string }} */
export function activeTraceFields() {
  return traceFields(trace.getActiveSpan()?.spanContext());
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {import("pino").LoggerOptions}
 */
export function logOptions(env) {
  return {
    level: logLevel(env),
    base: undefined,
    messageKey: "msg",
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label) => ({ level: label }) },
    mixin: activeTraceFields,
  };
}
