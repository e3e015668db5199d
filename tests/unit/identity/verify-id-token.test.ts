import { describe, expect, it } from "vitest";

import {
  createIdTokenVerifier,
  IdentityProviderUnavailableError,
  IdTokenRejectedError,
} from "@/lib/identity/verify-id-token";

import { CLIENT_ID, REJECTED_CASES, startKeyServer } from "./id-token-fixtures";

async function setup() {
  const server = await startKeyServer();
  const verify = createIdTokenVerifier({
    issuer: server.issuer,
    clientId: CLIENT_ID,
    timeoutMs: 2000,
  });
  return { server, verify };
}

describe("verifyIdToken (the tickets proxy's check)", () => {
  it("accepts a token the provider signed, for this client, not expired", async () => {
    const { server, verify } = await setup();
    const claims = await verify(await server.token());
    expect(claims).toMatchObject({ sub: "demo-customer", iss: server.issuer, aud: CLIENT_ID });
  });

  it("accepts ES256 from the allow-list too", async () => {
    const { server, verify } = await setup();
    expect((await verify(await server.ecToken())).sub).toBe("demo-customer");
  });

  it("tolerates a few seconds of clock difference", async () => {
    const { server, verify } = await setup();
    const now = Math.floor(Date.now() / 1000);
    expect((await verify(await server.token({ exp: now - 10 }))).sub).toBe("demo-customer");
  });

  it.each(REJECTED_CASES)("rejects %s: %s", async (_case, reason, makeToken) => {
    const { server, verify } = await setup();
    const token = await makeToken(server);
    const failure = verify(token);
    await expect(failure).rejects.toBeInstanceOf(IdTokenRejectedError);
    await expect(failure).rejects.toMatchObject({ reason });
  });

  it("reads the key set once and keeps it", async () => {
    const { server, verify } = await setup();
    await verify(await server.token());
    await verify(await server.token());
    expect(server.jwksRequests()).toBe(1);
  });

  it("reports an unreachable provider as unavailable, not as a bad token", async () => {
    const verify = createIdTokenVerifier({
      issuer: "http://127.0.0.1:9/oidc",
      clientId: CLIENT_ID,
      timeoutMs: 500,
    });
    const { token } = await startKeyServer();
    await expect(verify(await token())).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
  });

  it("refuses a discovery document that names another issuer", async () => {
    const { server } = await setup();
    const verify = createIdTokenVerifier({
      issuer: `${server.issuer}/`,
      clientId: CLIENT_ID,
      timeoutMs: 500,
    });
    await expect(verify(await server.token())).rejects.toBeInstanceOf(
      IdentityProviderUnavailableError,
    );
  });
});
