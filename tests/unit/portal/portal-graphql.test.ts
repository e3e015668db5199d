import { afterEach, describe, expect, it, vi } from "vitest";

import { PortalMeDocument } from "@/graphql/generated/portal";
import { GraphQLRequestError } from "@/lib/graphql/graphql-error";
import { portalQuery } from "@/lib/portal/portal-graphql";

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe("the browser's authenticated GraphQL client (spec 001 §7, §8)", () => {
  it("sends the query to the tickets proxy with the ID token and the debug level", async () => {
    const fetch = answer(200, { data: { me: { id: "u", company: "ACME" } } });
    vi.stubGlobal("fetch", fetch);
    await expect(portalQuery(PortalMeDocument, {}, "id.token.here")).resolves.toEqual({
      me: { id: "u", company: "ACME" },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/tickets-proxy");
    expect(init.headers).toMatchObject({ "x-id-token": "id.token.here", "x-debug-level": "info" });
    expect(JSON.parse(String(init.body)).query).toContain("query PortalMe");
  });

  it.each([
    ["the proxy's refusal", 401, { error: "The ID token has expired" }, "The ID token has expired"],
    ["the first GraphQL error", 200, { errors: [{ message: "boom" }, { message: "x" }] }, "boom"],
    ["only null data", 200, { data: { me: null } }, "GraphQL Error (status 200)"],
    ["no data at all", 502, {}, "GraphQL Error (status 502)"],
  ])("raises %s", async (_, status, body, message) => {
    vi.stubGlobal("fetch", answer(status, body));
    await expect(portalQuery(PortalMeDocument, {}, "t")).rejects.toThrow(message);
  });

  it("hands on the back end's error code and its details, e.g. the mail system's answer", async () => {
    const details = "550 5.1.2 <someone@mail.invalid>: domain mail.invalid does not exist";
    vi.stubGlobal(
      "fetch",
      answer(200, {
        errors: [
          {
            message: "The invitation mail could not be sent",
            extensions: { code: "MAIL_FAILED", details },
          },
        ],
        data: null,
      }),
    );
    const error = await portalQuery(PortalMeDocument, {}, "t").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).code).toBe("MAIL_FAILED");
    expect((error as GraphQLRequestError).extensions.details).toBe(details);
  });
});
