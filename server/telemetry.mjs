// Tracing, set up once per process before Next.js is created so its own spans join the same
// provider. Off (no provider: the API's no-op tracer, near-zero cost) unless
// OTEL_EXPORTER_OTLP_ENDPOINT names a collector; then spans go there over OTLP/HTTP in batches.
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";

import { rootLogger } from "../lib/log/root-logger.mjs";
import { routeConsoleToLog } from "./console-to-log.mjs";

const DEFAULT_SERVICE_NAME = "komax-web";

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ enabled: boolean, serviceName?: string }}
 */
function tracingSettings(env) {
  const endpoint =
    env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (!endpoint || env.OTEL_SDK_DISABLED === "true") return { enabled: false };
  return { enabled: true, serviceName: env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME };
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ enabled: boolean, shutdown: () => Promise<void> }}
 */
function startTracing(env) {
  const settings = tracingSettings(env);
  if (!settings.enabled) return { enabled: false, shutdown: async () => {} };
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }),
    // The exporter reads the endpoint, headers and timeout from the standard OTEL_* variables.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // Installs the async-local-storage context manager and the W3C trace-context propagator, so a
  // span stays current across awaits and a page cache render joins the visitor's trace.
  provider.register();
  return { enabled: true, shutdown: () => provider.shutdown() };
}

/**
 * Everything start.mjs needs, in one call: the JSON logger (console included) and tracing.
 * @param {Record<string, string | undefined>} env
 */
export function startTelemetry(env) {
  const log = rootLogger();
  routeConsoleToLog(log);
  const tracing = startTracing(env);
  return {
    log: log.child({ scope: "server" }),
    tracing: tracing.enabled,
    shutdown: tracing.shutdown,
  };
}
