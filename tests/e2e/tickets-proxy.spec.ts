import { expect, type APIResponse, test } from "@playwright/test";

import { SERVICES_URL } from "../../playwright.config";
import {
  forgedToken,
  providerSignedToken,
  signInOverHttp,
  unsignedToken,
} from "./support/identity-tokens";

const ISSUER = `${SERVICES_URL}/oidc`;
const DATA_DIR = `.data/e2e-${new URL(SERVICES_URL).port}`;
const ME = { query: "{ me { id email fullName company country roles } }" };

async function expectJsonError(response: APIResponse, status: number, message: RegExp) {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toContain("application/json");
  const body = await response.json();
  expect(body.message ?? body.error).toMatch(message);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+|ECONNREFUSED/);
}

test.describe("tickets proxy: /api/tickets-proxy", () => {
  test("passes a request with a real ID token to the portal and answers for that user", async ({
    request,
  }) => {
    const tokens = await signInOverHttp(SERVICES_URL, "admin@example.com");
    const response = await request.post("/api/tickets-proxy", {
      headers: { "x-id-token": tokens.id_token, "x-debug-level": "debug" },
      data: ME,
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("no-store");
    const body = await response.json();
    // Name and country are left out: the account settings journey edits this account meanwhile.
    expect(body.data.me).toMatchObject({
      id: "demo-admin",
      email: "admin@example.com",
      company: "Admin Harness Systems Ltd.",
    });
    expect(body.data.me.roles).toContain("kmx_delegatedadmin_extern");
  });

  test("refuses a missing token with 401", async ({ request }) => {
    const response = await request.post("/api/tickets-proxy", { data: ME });
    await expectJsonError(response, 401, /x-id-token header is missing/);
    expect(response.headers()["www-authenticate"]).toContain("invalid_token");
  });

  test("refuses a forged token with 401", async ({ request }) => {
    const response = await request.post("/api/tickets-proxy", {
      headers: { "x-id-token": await forgedToken(DATA_DIR, ISSUER) },
      data: ME,
    });
    await expectJsonError(response, 401, /signature does not verify/);
  });

  test("refuses an unsigned token (alg: none) with 401", async ({ request }) => {
    const response = await request.post("/api/tickets-proxy", {
      headers: { "x-id-token": unsignedToken(ISSUER) },
      data: ME,
    });
    await expectJsonError(response, 401, /algorithm is not allowed/);
  });

  test("refuses an expired token with 401", async ({ request }) => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const token = await providerSignedToken(DATA_DIR, ISSUER, { iat: past - 300, exp: past });
    const response = await request.post("/api/tickets-proxy", {
      headers: { "x-id-token": token },
      data: ME,
    });
    await expectJsonError(response, 401, /has expired/);
  });

  test("refuses a token for another client with 401", async ({ request }) => {
    const token = await providerSignedToken(DATA_DIR, ISSUER, { aud: "another-client" });
    const response = await request.post("/api/tickets-proxy", {
      headers: { "x-id-token": token },
      data: ME,
    });
    await expectJsonError(response, 401, /issued for another client/);
  });

  test("refuses a token of another issuer with 401", async ({ request }) => {
    const token = await providerSignedToken(DATA_DIR, ISSUER, { iss: "https://id.evil.example" });
    const response = await request.post("/api/tickets-proxy", {
      headers: { "x-id-token": token },
      data: ME,
    });
    await expectJsonError(response, 401, /issued by another identity provider/);
  });

  test("refuses at the site and at the back end alike a token 2 h old, one from the future and one for another party", async ({
    request,
  }) => {
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ iat: now - 2 * 60 * 60, exp: now + 300 }, /issued more than 3600 seconds ago/],
      [{ iat: now + 10 * 60, exp: now + 15 * 60 }, /issued in the future/],
      [{ azp: "another-client" }, /another authorized party/],
    ];
    for (const [claims, message] of cases) {
      const token = await providerSignedToken(DATA_DIR, ISSUER, claims);
      const headers = { "x-id-token": token };
      await expectJsonError(
        await request.post("/api/tickets-proxy", { headers, data: ME }),
        401,
        message,
      );
      await expectJsonError(
        await request.post(`${SERVICES_URL}/portal/graphql`, { headers, data: ME }),
        401,
        message,
      );
    }
  });

  test("refuses the access token in place of the ID token with 401", async ({ request }) => {
    const tokens = await signInOverHttp(SERVICES_URL, "customer@example.com");
    const response = await request.post("/api/tickets-proxy", {
      headers: { "x-id-token": tokens.access_token },
      data: ME,
    });
    await expectJsonError(response, 401, /not a well-formed signed JWT/);
  });

  test("answers a malformed body with 400 and a bad debug level with 400", async ({ request }) => {
    const { id_token } = await signInOverHttp(SERVICES_URL, "new@example.com");
    const headers = { "x-id-token": id_token, "content-type": "application/json" };
    await expectJsonError(
      await request.post("/api/tickets-proxy", { headers, data: Buffer.from("{not json") }),
      400,
      /not valid JSON/,
    );
    await expectJsonError(
      await request.post("/api/tickets-proxy", { headers, data: ["query"] }),
      400,
      /must be a GraphQL request object/,
    );
    const noQuery = await request.post("/api/tickets-proxy", { headers, data: { variables: {} } });
    await expectJsonError(noQuery, 400, /query is required/);
    expect((await noQuery.json()).field).toBe("query");
    await expectJsonError(
      await request.post("/api/tickets-proxy", {
        headers: { ...headers, "x-debug-level": "loud" },
        data: ME,
      }),
      400,
      /x-debug-level must be one of debug, info, warn, error/,
    );
  });
});
