import { describe, expect, it } from "vitest";

import { checkAnswers, checkDiscovery, checkGraphQL } from "@/lib/health/http-probes";
import { type BackendProbe, probeBackend } from "@/lib/health/probe-backend";

const ISSUER = "https://id.example/oidc";

/** A fake fetch answering with a fresh response (or failing like a network error, or never). */
function answering(answer: (() => Response) | Error | "hang"): typeof globalThis.fetch {
  return async (_input, init) => {
    if (answer === "hang") {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new Error("aborted")));
      });
    }
    if (answer instanceof Error) throw answer;
    return answer();
  };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });
const text = (body: string, status: number) => () => new Response(body, { status });

const probes: Record<string, BackendProbe> = {
  graphql: {
    name: "product information system",
    required: false,
    check: (fetch, signal) => checkGraphQL(fetch, signal, "https://pim.example/graphql"),
  },
  discovery: {
    name: "identity provider",
    required: false,
    check: (fetch, signal) => checkDiscovery(fetch, signal, ISSUER),
  },
  portal: {
    name: "portal back end",
    required: false,
    check: (fetch, signal) => checkAnswers(fetch, signal, "https://portal.example/graphql", {}),
  },
};

const refused = new Error("fetch failed", {
  cause: new Error("connect ECONNREFUSED 10.0.0.1:443"),
});

describe("probeBackend", () => {
  it.each([
    ["graphql", "data", json({ data: { __typename: "Query" } }), "up", undefined],
    [
      "graphql",
      "errors only",
      json({ errors: [{ message: "no" }] }),
      "down",
      "answered without data",
    ],
    ["graphql", "HTML", text("<html>", 200), "down", "answered something that is not JSON"],
    ["graphql", "502", text("", 502), "down", "answered 502"],
    [
      "graphql",
      "no connection",
      refused,
      "down",
      "fetch failed: connect ECONNREFUSED 10.0.0.1:443",
    ],
    ["discovery", "our issuer", json({ issuer: ISSUER }), "up", undefined],
    [
      "discovery",
      "another issuer",
      json({ issuer: "https://other.example" }),
      "down",
      'discovery names the issuer "https://other.example"',
    ],
    ["discovery", "404", json({}, 404), "down", "answered 404"],
    ["portal", "401 without a token", json({ error: "no token" }, 401), "up", undefined],
    [
      "portal",
      "503",
      json({ error: "identity provider unavailable" }, 503),
      "down",
      "answered 503",
    ],
  ] as const)("%s: %s is %s", async (kind, _, answer, state, reason) => {
    const health = await probeBackend(probes[kind]!, {
      timeoutMs: 1000,
      fetch: answering(answer),
    });
    expect(health).toMatchObject({ name: probes[kind]!.name, required: false, state });
    expect(health.reason).toBe(reason);
    expect(health.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("reports a backend that never answers as down once the time is up", async () => {
    const health = await probeBackend(probes.graphql!, { timeoutMs: 50, fetch: answering("hang") });
    expect(health).toMatchObject({ state: "down", reason: "no answer within 50 ms" });
  });

  it("reports a probe that ignores its signal as down once the time is up", async () => {
    const stuck: BackendProbe = {
      name: "content system",
      required: true,
      check: () => new Promise(() => {}),
    };
    const health = await probeBackend(stuck, { timeoutMs: 50 });
    expect(health).toMatchObject({
      required: true,
      state: "down",
      reason: "no answer within 50 ms",
    });
  });

  it("gives one line of reason, never a stack trace", async () => {
    const error = new Error("first line\n    at secret (/srv/app/x.js:1:1)");
    const failing: BackendProbe = {
      name: "x",
      required: false,
      check: () => Promise.reject(error),
    };
    const health = await probeBackend(failing, { timeoutMs: 1000 });
    expect(health.reason).toBe("first line");
  });
});
