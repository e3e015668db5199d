import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One span as an OTLP/HTTP JSON export carries it, attributes flattened. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  service: string;
  attributes: Record<string, string | number | boolean>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{
      spans?: Array<
        Omit<ReceivedSpan, "attributes" | "service"> & { attributes?: OtlpAttribute[] }
      >;
    }>;
  }>;
}

function flatten(attributes: OtlpAttribute[] = []): ReceivedSpan["attributes"] {
  return Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ?? value.boolValue ?? Number(value.intValue ?? value.doubleValue),
    ]),
  );
}

/** A collector of our own: takes OTLP/HTTP JSON trace exports on /v1/traces and keeps the spans. */
export async function startOtlpReceiver(): Promise<{
  url: string;
  spans: ReceivedSpan[];
  close: () => Promise<void>;
}> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      if (request.url !== "/v1/traces" || !request.headers["content-type"]?.includes("json")) {
        response.writeHead(415).end();
        return;
      }
      const exported = JSON.parse(body) as OtlpExport;
      for (const resourceSpans of exported.resourceSpans ?? []) {
        const service = String(flatten(resourceSpans.resource?.attributes)["service.name"]);
        for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
          for (const span of scopeSpans.spans ?? []) {
            spans.push({ ...span, service, attributes: flatten(span.attributes) });
          }
        }
      }
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
