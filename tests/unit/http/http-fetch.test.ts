import { describe, expect, it } from "vitest";

import { BackendUnavailableError } from "@/lib/http/http-errors";
import { createHttpFetch } from "@/lib/http/http-fetch";

function fakeFetch(statuses: number[]) {
  const calls: string[] = [];
  const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init?.method ?? "GET");
    return new Response("x", { status: statuses.shift() ?? 200 });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe("http fetch", () => {
  it("repeats a GET once after a 503 and returns the second answer", async () => {
    const { fetch, calls } = fakeFetch([503, 200]);
    const response = await createHttpFetch({ backend: "test", timeoutMs: 1000, fetch })(
      "http://x/",
    );
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it("gives up after one retry and returns the last answer", async () => {
    const { fetch, calls } = fakeFetch([503, 502, 200]);
    const response = await createHttpFetch({ backend: "test", timeoutMs: 1000, fetch })(
      "http://x/",
    );
    expect(response.status).toBe(502);
    expect(calls).toHaveLength(2);
  });

  it("sends a POST once even when it fails", async () => {
    const { fetch, calls } = fakeFetch([503, 200]);
    const response = await createHttpFetch({ backend: "test", timeoutMs: 1000, fetch })(
      "http://x/",
      { method: "POST" },
    );
    expect(response.status).toBe(503);
    expect(calls).toEqual(["POST"]);
  });

  it("names the backend when it does not answer in time", async () => {
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      )) as typeof globalThis.fetch;
    const request = createHttpFetch({ backend: "content system", timeoutMs: 50, fetch: hanging })(
      "http://x/",
    );
    await expect(request).rejects.toThrow(
      new BackendUnavailableError("content system", "no answer within 50 ms"),
    );
  });

  it("names the backend when it cannot be reached", async () => {
    const refusing = (async () => {
      throw new TypeError("fetch failed", {
        cause: new Error("connect ECONNREFUSED 127.0.0.1:4000"),
      });
    }) as typeof globalThis.fetch;
    await expect(
      createHttpFetch({ backend: "content system", timeoutMs: 1000, fetch: refusing })("http://x/"),
    ).rejects.toThrow(
      "content system is unavailable: fetch failed: connect ECONNREFUSED 127.0.0.1:4000",
    );
  });
});
