import http from "node:http";
import type { AddressInfo } from "node:net";

import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";

export const CLIENT_ID = "ferrion-web";
const KEY_ID = "provider-key-1";

type Key = Awaited<ReturnType<typeof generateKeyPair>>;

/**
 * A stand-in identity provider for verification tests: keys made in the test, a discovery
 * document and a JWKS served on a local port, and helpers that sign tokens as the provider (or
 * as an attacker). Made once per test file (RSA keys take a while on a small machine).
 */
export async function startKeyServer() {
  const provider = await generateKeyPair("RS256", { extractable: true });
  const ecProvider = await generateKeyPair("ES256", { extractable: true });
  const attacker = await generateKeyPair("RS256", { extractable: true });
  const jwks = {
    keys: [
      { ...(await exportJWK(provider.publicKey)), kid: KEY_ID, alg: "RS256", use: "sig" },
      { ...(await exportJWK(ecProvider.publicKey)), kid: "provider-ec", alg: "ES256", use: "sig" },
    ],
  };
  let issuer = "";
  let jwksRequests = 0;
  const server = http.createServer((req, res) => {
    const body =
      req.url === "/oidc/.well-known/openid-configuration"
        ? { issuer, jwks_uri: `${issuer}/jwks` }
        : req.url === "/oidc/jwks"
          ? (jwksRequests++, jwks)
          : null;
    res.writeHead(body ? 200 : 404, { "content-type": "application/json" });
    res.end(JSON.stringify(body ?? { error: "not found" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;

  function claims(overrides: JWTPayload = {}): JWTPayload {
    const now = Math.floor(Date.now() / 1000);
    return {
      iss: issuer,
      aud: CLIENT_ID,
      sub: "demo-customer",
      name: "Carla Kunde",
      email: "customer@example.com",
      roles: ["kmx_int_serviceticketing_active"],
      iat: now,
      exp: now + 300,
      ...overrides,
    };
  }

  async function sign(
    payload: JWTPayload,
    { key = provider, alg = "RS256", kid = KEY_ID }: { key?: Key; alg?: string; kid?: string } = {},
  ) {
    return new SignJWT(payload).setProtectedHeader({ alg, kid }).sign(key.privateKey);
  }

  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    jwksRequests: () => jwksRequests,
    claims,
    /** A token the provider would issue, with claims changed as given. */
    token: (overrides: JWTPayload = {}) => sign(claims(overrides)),
    ecToken: () => sign(claims(), { key: ecProvider, alg: "ES256", kid: "provider-ec" }),
    /** Signed with a key the provider never had, under the provider's key id. */
    forgedToken: () => sign(claims(), { key: attacker }),
    /** Unsigned: `alg: none`, empty signature. */
    unsignedToken: () => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
      return `${part({ alg: "none", typ: "JWT" })}.${part(claims())}.`;
    },
    /** HS256 with the provider's public key as the secret (the classic key-confusion attack). */
    async hmacWithPublicKey() {
      const secret = new TextEncoder().encode(JSON.stringify(jwks.keys[0]));
      return new SignJWT(claims()).setProtectedHeader({ alg: "HS256", kid: KEY_ID }).sign(secret);
    },
    /** A genuine token whose payload was changed afterwards (roles added). */
    async tamperedToken() {
      const [header, , signature] = (await sign(claims())).split(".");
      const payload = Buffer.from(
        JSON.stringify(claims({ roles: ["kmx_delegatedadmin_intern"] })),
      ).toString("base64url");
      return `${header}.${payload}.${signature}`;
    },
  };
}

export type KeyServer = Awaited<ReturnType<typeof startKeyServer>>;

/**
 * What every ID-token check of the project must refuse, and why (a reason code): the site's
 * tickets proxy and upload routes (tests/unit/identity) and the portal back end
 * (tests/unit/local-services/portal.test.ts). A token of an ended session is the back end's to
 * refuse (it hears of logouts): its cases are there and in tests/e2e/portal-logout-revokes.spec.ts.
 */
export const REJECTED_CASES: Array<
  [string, string, (server: KeyServer) => Promise<string> | string]
> = [
  ["a missing token", "missing", () => ""],
  ["a forged signature", "signature", (server) => server.forgedToken()],
  ["a payload changed after signing", "signature", (server) => server.tamperedToken()],
  ["an unsigned token (alg: none)", "algorithm", (server) => server.unsignedToken()],
  ["HS256 signed with the public key", "algorithm", (server) => server.hmacWithPublicKey()],
  [
    "an expired token",
    "expired",
    (server) => {
      const past = Math.floor(Date.now() / 1000) - 600;
      return server.token({ iat: past - 300, exp: past });
    },
  ],
  ["a token for another client", "audience", (server) => server.token({ aud: "someone-else" })],
  [
    "a token of another issuer",
    "issuer",
    (server) => server.token({ iss: "https://id.evil.example/oidc" }),
  ],
  ["a token without a subject", "claims", (server) => server.token({ sub: undefined })],
  [
    "a token issued 2 hours ago, still unexpired",
    "too-old",
    (server) => {
      const now = Math.floor(Date.now() / 1000);
      return server.token({ iat: now - 2 * 60 * 60, exp: now + 300 });
    },
  ],
  [
    "a token issued in the future",
    "issued-in-future",
    (server) => {
      const now = Math.floor(Date.now() / 1000);
      return server.token({ iat: now + 10 * 60, exp: now + 15 * 60 });
    },
  ],
  [
    "a token for another authorized party (azp)",
    "party",
    (server) => server.token({ azp: "someone-else" }),
  ],
  ["something that is no JWT", "malformed", () => "not-a-jwt"],
];
