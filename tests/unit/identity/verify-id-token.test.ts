import type { JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import {
  createIdTokenVerifier,
  IdentityProviderUnavailableError,
  IdTokenRejectedError,
  MAX_ID_TOKEN_AGE_S,
} from "@/lib/identity/verify-id-token";

import { CLIENT_ID, type KeyServer, REJECTED_CASES, startKeyServer } from "./id-token-fixtures";

let server: KeyServer;
beforeAll(async () => {
  server = await startKeyServer();
}, 30_000);
afterAll(() => server.close());

/** A fresh verifier (its own key-set cache) against the file's key server. */
function setup() {
  const verify = createIdTokenVerifier({
    issuer: server.issuer,
    clientId: CLIENT_ID,
    timeoutMs: 2000,
  });
  return { server, verify };
}

describe("verifyIdToken (the tickets proxy's check)", () => {
  it("accepts a token the provider signed, for this client, not expired", async () => {
    const { verify } = setup();
    const claims = await verify(await server.token());
    expect(claims).toMatchObject({ sub: "demo-customer", iss: server.issuer, aud: CLIENT_ID });
  });

  it("accepts ES256 from the allow-list too", async () => {
    const { verify } = setup();
    expect((await verify(await server.ecToken())).sub).toBe("demo-customer");
  });

  it("tolerates a few seconds of clock difference, either way", async () => {
    const { verify } = setup();
    const now = Math.floor(Date.now() / 1000);
    expect((await verify(await server.token({ exp: now - 10 }))).sub).toBe("demo-customer");
    const early = await server.token({ iat: now + 20, exp: now + 320 });
    expect((await verify(early)).sub).toBe("demo-customer");
  });

  it.each(REJECTED_CASES)("rejects %s: %s", async (_case, reason, makeToken) => {
    const { verify } = setup();
    const token = await makeToken(server);
    const failure = verify(token);
    await expect(failure).rejects.toBeInstanceOf(IdTokenRejectedError);
    await expect(failure).rejects.toMatchObject({ reason });
  });

  it.each<[string, string, (now: number) => JWTPayload]>([
    ["an azp naming another client", "party", () => ({ aud: [CLIENT_ID, "other"], azp: "other" })],
    [
      "a token issued over an hour ago, still unexpired",
      "too-old",
      (now) => ({ iat: now - MAX_ID_TOKEN_AGE_S - 60, exp: now + 3600 }),
    ],
  ])("rejects %s: %s", async (_case, reason, claims) => {
    const { verify } = setup();
    const failure = verify(await server.token(claims(Math.floor(Date.now() / 1000))));
    await expect(failure).rejects.toBeInstanceOf(IdTokenRejectedError);
    await expect(failure).rejects.toMatchObject({ reason });
  });

  it("accepts an azp that is our client id, and a token just under the maximum age", async () => {
    const { verify } = setup();
    const now = Math.floor(Date.now() / 1000);
    const ok = [
      await server.token({ aud: [CLIENT_ID, "other"], azp: CLIENT_ID }),
      await server.token({ iat: now - MAX_ID_TOKEN_AGE_S + 60, exp: now + 300 }),
    ];
    for (const token of ok) expect((await verify(token)).sub).toBe("demo-customer");
  });

  it("refuses a token once the door knows its session ended, also one it verified before", async () => {
    const ended = new Set<string>();
    const verify = createIdTokenVerifier({
      issuer: server.issuer,
      clientId: CLIENT_ID,
      timeoutMs: 2000,
      isSignedOut: (claims) => typeof claims.sid === "string" && ended.has(claims.sid),
    });
    const token = await server.token({ sid: "session-1" });
    expect((await verify(token)).sub).toBe("demo-customer");
    ended.add("session-1");
    await expect(verify(token)).rejects.toMatchObject({ reason: "signed-out" });
    expect((await verify(await server.token({ sid: "session-2" }))).sub).toBe("demo-customer");
  });

  it("reads the key set once and keeps it", async () => {
    const { verify } = setup();
    const before = server.jwksRequests();
    await verify(await server.token());
    await verify(await server.token());
    expect(server.jwksRequests() - before).toBe(1);
  });

  it("checks a token's signature once and knows it until it expires, then checks it afresh", async () => {
    const { verify } = setup();
    const now = Math.floor(Date.now() / 1000);
    const token = await server.token({ exp: now + 120 });
    const checks = vi.spyOn(globalThis.crypto.subtle, "verify");
    try {
      await verify(token);
      await verify(token);
      await verify(token);
      expect(checks).toHaveBeenCalledTimes(1);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime((now + 120 + 60) * 1000);
      await expect(verify(token)).rejects.toMatchObject({ reason: "expired" });
    } finally {
      vi.useRealTimers();
      checks.mockRestore();
    }
  });

  it("never knows a token that failed", async () => {
    const { verify } = setup();
    const token = await server.token({ aud: "another-client" });
    await expect(verify(token)).rejects.toMatchObject({ reason: "audience" });
    await expect(verify(token)).rejects.toMatchObject({ reason: "audience" });
  });

  it("reports an unreachable provider as unavailable, not as a bad token", async () => {
    const verify = createIdTokenVerifier({
      issuer: "http://127.0.0.1:9/oidc",
      clientId: CLIENT_ID,
      timeoutMs: 500,
    });
    await expect(verify(await server.token())).rejects.toBeInstanceOf(
      IdentityProviderUnavailableError,
    );
  });

  it("refuses a discovery document that names another issuer", async () => {
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
