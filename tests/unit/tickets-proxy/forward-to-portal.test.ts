import { describe, expect, it, vi } from "vitest";

import { createHttpFetch } from "@/lib/http/http-fetch";
import { requireIdToken } from "@/lib/identity/require-id-token";
import {
  IdentityProviderUnavailableError,
  IdTokenRejectedError,
} from "@/lib/identity/verify-id-token";
import { forwardToPortal } from "@/lib/tickets-proxy/forward-to-portal";

const quiet = { error: vi.fn() };
const call = {
  apiUrl: "http://portal.test/graphql",
  idToken: "the.id.token",
  debugLevel: "debug",
  body: { query: "{ me { id } }" },
};

function portalAnswering(response: () => Response | Promise<Response>) {
  const fake = vi.fn(async () => response());
  return {
    fake,
    httpFetch: createHttpFetch({ backend: "portal back end", timeoutMs: 200, fetch: fake }),
  };
}

describe("forwardToPortal", () => {
  it("sends the ID token, the debug level and the GraphQL request on, and answers its JSON", async () => {
    const { fake, httpFetch } = portalAnswering(() =>
      Response.json({ data: { me: { id: "demo-customer" } } }),
    );
    const response = await forwardToPortal(call, httpFetch, quiet);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ data: { me: { id: "demo-customer" } } });
    const [url, init] = fake.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(call.apiUrl);
    expect(init.headers).toMatchObject({ "x-id-token": "the.id.token", "x-debug-level": "debug" });
    expect(JSON.parse(String(init.body))).toEqual(call.body);
  });

  it("leaves out an absent debug level", async () => {
    const { fake, httpFetch } = portalAnswering(() => Response.json({ data: {} }));
    await forwardToPortal({ ...call, debugLevel: undefined }, httpFetch, quiet);
    const [, init] = fake.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty("x-debug-level");
  });

  it.each([
    ["a 401 of its own", () => Response.json({ error: "expired" }, { status: 401 }), 401],
    ["a GraphQL error", () => Response.json({ errors: [{ message: "nope" }] }), 200],
    ["a server error", () => Response.json({ error: "boom" }, { status: 500 }), 502],
    ["HTML instead of JSON", () => new Response("<html>", { status: 200 }), 502],
    [
      "broken JSON",
      () => new Response("{", { headers: { "content-type": "application/json" } }),
      502,
    ],
    ["no answer at all", () => Promise.reject(new TypeError("fetch failed")), 503],
  ])("answers the portal's %s with %i", async (_case, answer, status) => {
    const { httpFetch } = portalAnswering(answer);
    const response = await forwardToPortal(call, httpFetch, quiet);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    if (status >= 500) expect(body.error).toMatch(/Bad gateway|Service unavailable/);
    expect(JSON.stringify(body)).not.toMatch(/boom|fetch failed|<html>/);
  });

  it("passes the back end's 429 on with its Retry-After", async () => {
    const { httpFetch } = portalAnswering(() =>
      Response.json(
        { error: "Too many requests", limit: "requestsInFlight", message: "At most 2 …" },
        { status: 429, headers: { "retry-after": "1" } },
      ),
    );
    const response = await forwardToPortal(call, httpFetch, quiet);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("1");
    expect(await response.json()).toMatchObject({ limit: "requestsInFlight" });
  });
});

describe("requireIdToken", () => {
  const request = (token?: string) =>
    new Request("http://site.test/api/tickets-proxy", {
      method: "POST",
      headers: token ? { "x-id-token": token } : {},
    });

  it("hands on the token and its claims when it verifies", async () => {
    const result = await requireIdToken(request("t"), async () => ({ sub: "demo-new" }), quiet);
    expect(result).toEqual({ ok: true, token: "t", claims: { sub: "demo-new" } });
  });

  it("answers a refused token with 401 JSON saying why", async () => {
    const result = await requireIdToken(
      request("t"),
      async () => {
        throw new IdTokenRejectedError("expired");
      },
      quiet,
    );
    if (result.ok) throw new Error("expected a refusal");
    expect(result.response.status).toBe(401);
    expect(result.response.headers.get("www-authenticate")).toContain("invalid_token");
    expect(await result.response.json()).toEqual({
      error: "Unauthorized",
      field: "x-id-token",
      message: "The ID token has expired",
    });
  });

  it("answers an unreachable provider with 503, not 401", async () => {
    const result = await requireIdToken(
      request("t"),
      async () => {
        throw new IdentityProviderUnavailableError("discovery failed");
      },
      quiet,
    );
    if (result.ok) throw new Error("expected a refusal");
    expect(result.response.status).toBe(503);
  });
});
