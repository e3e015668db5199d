import { trace } from "@opentelemetry/api";
import { describe, expect, it } from "vitest";

import { serverCache } from "@/lib/cache/server-cache";
import { cachedQuery } from "@/lib/graphql/cached-query";

import { traceInMemory } from "../support/in-memory-tracing";

const exporter = traceInMemory();

let keys = 0;
function read(key: string, load: () => Promise<unknown>, mode: "default" | "bypass" = "default") {
  return cachedQuery({
    backend: "content system",
    operation: "pageQuery",
    key,
    cache: { mode },
    load,
  });
}

const attributesOfSpans = () => exporter.getFinishedSpans().map((span) => span.attributes);

describe("cachedQuery's span", () => {
  it("names the operation and backend, and says miss, then hit", async () => {
    const key = `test:${keys++}`;
    let calls = 0;
    const load = async () => ({ calls: ++calls });
    expect(await read(key, load)).toEqual({ calls: 1 });
    expect(await read(key, load)).toEqual({ calls: 1 });
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual([
      "GraphQL pageQuery",
      "GraphQL pageQuery",
    ]);
    expect(attributesOfSpans()).toEqual([
      {
        "graphql.operation.name": "pageQuery",
        "komax.backend": "content system",
        "komax.cache": "miss",
      },
      {
        "graphql.operation.name": "pageQuery",
        "komax.backend": "content system",
        "komax.cache": "hit",
      },
    ]);
  });

  it("says bypass for ?cache=false, and loads", async () => {
    let calls = 0;
    await read(`test:${keys++}`, async () => ++calls, "bypass");
    expect(calls).toBe(1);
    expect(attributesOfSpans()[0]?.["komax.cache"]).toBe("bypass");
  });

  it("says stale when a clear marked the entry and its refresh failed", async () => {
    const key = `test:${keys++}`;
    await read(key, async () => "kept");
    serverCache().markStale();
    const value = await read(key, async () => {
      throw new Error("backend down");
    });
    expect(value).toBe("kept");
    expect(attributesOfSpans()[1]?.["komax.cache"]).toBe("stale");
  });

  it("marks a failed miss as an error, and the backend call runs inside the span", async () => {
    let parentSeen: string | undefined;
    await expect(
      read(`test:${keys++}`, async () => {
        parentSeen = trace.getActiveSpan()?.spanContext().spanId;
        throw new Error("backend down");
      }),
    ).rejects.toThrow("backend down");
    const [span] = exporter.getFinishedSpans();
    expect(span?.status.code).toBe(2);
    expect(span?.attributes["komax.cache"]).toBe("miss");
    expect(parentSeen).toBe(span?.spanContext().spanId);
  });
});
