import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  createIdTokenVerifier,
  IdTokenRejectedError,
} from "../../../local-services/portal/verify-id-token.mjs";
import {
  CLIENT_ID,
  type KeyServer,
  REJECTED_CASES,
  startKeyServer,
} from "../identity/id-token-fixtures";
import { signIn, startIdentityServer } from "./oidc-helpers";

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

  describe("checks ID tokens exactly like the tickets proxy", () => {
    let keys: KeyServer;
    beforeAll(async () => {
      keys = await startKeyServer();
    }, 30_000);
    afterAll(() => keys.close());

    it.each(REJECTED_CASES)("rejects %s: %s", async (_case, reason, makeToken) => {
      const verify = createIdTokenVerifier({ issuer: () => keys.issuer, clientId: CLIENT_ID });
      const failure = verify(await makeToken(keys));
      await expect(failure).rejects.toBeInstanceOf(IdTokenRejectedError);
      await expect(failure).rejects.toMatchObject({ reason });
    });

    it("accepts the provider's token", async () => {
      const verify = createIdTokenVerifier({ issuer: () => keys.issuer, clientId: CLIENT_ID });
      expect((await verify(await keys.token())).sub).toBe("demo-customer");
    });
  });
});
