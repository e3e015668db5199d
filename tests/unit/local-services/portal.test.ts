import { afterAll, beforeAll, describe, expect, it } from "vitest";

import Database from "better-sqlite3";

import { IdTokenRejectedError } from "../../../contracts/identity/verify-id-token.mjs";
import { createEndedSessions } from "../../../local-services/portal/ended-sessions.mjs";
import { createPortalIdTokenVerifier } from "../../../local-services/portal/verify-id-token.mjs";
import {
  CLIENT_ID,
  type KeyServer,
  REJECTED_CASES,
  startKeyServer,
} from "../identity/id-token-fixtures";
import { decodeJwt, signIn, signOut, startIdentityServer } from "./oidc-helpers";

const ME = "{ me { id email fullName company country roles } }";

function portal(url: string, headers: Record<string, string>, query = ME) {
  return fetch(`${url}/portal/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query }),
  });
}

describe("portal back end stand-in", { timeout: 30_000 }, () => {
  let server: Awaited<ReturnType<typeof startIdentityServer>>;
  beforeAll(async () => {
    server = await startIdentityServer({ shared: true });
  }, 60_000);
  afterAll(() => server.close());

  it("answers me for the user of a verified ID token", async () => {
    const { tokens } = await signIn(server.issuer, "internal@example.com");
    const response = await portal(server.url, {
      "x-id-token": tokens.id_token,
      "x-debug-level": "warn",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: {
        me: {
          id: "demo-internal",
          email: "internal@example.com",
          fullName: "Ines Intern",
          company: "Ferrion AG",
          country: "CH",
          roles: [
            "kmx_internal_employee",
            "kmx_delegatedadmin_intern",
            "kmx_int_serviceticketing_active",
            "kmx_int_assetdb_active",
          ],
        },
      },
    });
  });

  it.each([
    ["no x-id-token", {}, "The x-id-token header is missing"],
    ["an access token", "access", "The ID token is not a well-formed signed JWT"],
    ["a bad debug level", "debug-level", "x-debug-level must be one of debug, info, warn, error"],
  ])("refuses a request with %s", async (_case, kind, error) => {
    const { tokens } = await signIn(server.issuer);
    const headers: Record<string, string> =
      kind === "access"
        ? { "x-id-token": tokens.access_token }
        : kind === "debug-level"
          ? { "x-id-token": tokens.id_token, "x-debug-level": "loud" }
          : {};
    const response = await portal(server.url, headers);
    expect(response.status).toBe(kind === "debug-level" ? 400 : 401);
    expect(await response.json()).toMatchObject({ error });
  });

  it("refuses an ID token once its session has ended at the provider (logout)", async () => {
    const { tokens, jar } = await signIn(server.issuer);
    expect(decodeJwt(tokens.id_token).sid).toEqual(expect.any(String));
    const before = await portal(server.url, { "x-id-token": tokens.id_token });
    expect(before.status).toBe(200);

    expect((await signOut(server.issuer, tokens.id_token, jar)).status).toBe(303);
    const after = await portal(server.url, { "x-id-token": tokens.id_token });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({
      reason: "signed-out",
      error: "The ID token's session has ended (signed out)",
    });
    const upload = await fetch(`${server.url}/portal/uploads`, {
      method: "POST",
      headers: { "x-id-token": tokens.id_token, "tus-resumable": "1.0.0", "upload-length": "1" },
    });
    expect(upload.status).toBe(401);

    // Another session of the same user is not touched.
    const other = await signIn(server.issuer);
    expect((await portal(server.url, { "x-id-token": other.tokens.id_token })).status).toBe(200);
  });

  it("refuses a logout token that does not verify", async () => {
    const response = await fetch(`${server.url}/portal/backchannel-logout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ logout_token: "not-a-jwt" }).toString(),
    });
    expect(response.status).toBe(400);
  });

  describe("checks ID tokens exactly like the tickets proxy", () => {
    let keys: KeyServer;
    beforeAll(async () => {
      keys = await startKeyServer();
    }, 30_000);
    afterAll(() => keys.close());

    function verifier() {
      const endedSessions = createEndedSessions(new Database(":memory:"));
      endedSessions.record("ended-session");
      return createPortalIdTokenVerifier({
        issuer: () => keys.issuer,
        clientId: CLIENT_ID,
        endedSessions,
      });
    }

    it.each([
      ...REJECTED_CASES,
      [
        "a token of a session that has ended (logout)",
        "signed-out",
        (server: KeyServer) => server.token({ sid: "ended-session" }),
      ] as const,
    ])("rejects %s: %s", async (_case, reason, makeToken) => {
      const failure = verifier()(await makeToken(keys));
      await expect(failure).rejects.toBeInstanceOf(IdTokenRejectedError);
      await expect(failure).rejects.toMatchObject({ reason });
    });

    it("accepts the provider's token, also of a session that has not ended", async () => {
      const verify = verifier();
      expect((await verify(await keys.token())).sub).toBe("demo-customer");
      expect((await verify(await keys.token({ sid: "live-session" }))).sub).toBe("demo-customer");
    });
  });
});
