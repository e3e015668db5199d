import { describe, expect, it } from "vitest";

import {
  isLoopbackOrigin,
  isLoopbackPostLogoutUri,
  isLoopbackRedirectUri,
  isLoopbackReturnTo,
} from "../../../local-services/oidc/loopback.mjs";
import { pickLanguage } from "../../../local-services/oidc/pages/texts.mjs";
import { hashPassword, verifyPassword } from "../../../local-services/oidc/password-hash.mjs";

describe("the identity stand-in's loopback rules", () => {
  it.each([
    ["http://127.0.0.1:3000/callback", true],
    ["http://localhost:3100/en/callback", true],
    ["http://127.0.0.1:3000/de-ch/blank-callback", true],
    ["https://127.0.0.1:3000/callback", false],
    ["http://127.0.0.2:3000/callback", false],
    ["http://user:pw@127.0.0.1:3000/callback", false],
    ["http://127.0.0.1:3000/callback#x", false],
    ["http://127.0.0.1:3000/en/de/callback", false],
    ["http://127.0.0.1:3000/callbacks", false],
    ["not a url", false],
  ])("redirect URI %s → %s", (value, expected) => {
    expect(isLoopbackRedirectUri(value)).toBe(expected);
  });

  it.each([
    ["http://127.0.0.1:3000", true],
    ["http://127.0.0.1:3000/", true],
    ["http://localhost:3000/de", true],
    ["http://127.0.0.1:3000/de/mykomax", false],
    ["http://127.0.0.1:3000/?next=x", false],
    ["https://evil.example/", false],
  ])("post-logout URI %s → %s", (value, expected) => {
    expect(isLoopbackPostLogoutUri(value)).toBe(expected);
  });

  it.each([
    ["http://127.0.0.1:3000", true],
    ["http://localhost:3000", true],
    ["http://127.0.0.1:3000/", false],
    ["null", false],
    ["https://evil.example", false],
    [undefined, false],
  ])("CORS origin %s → %s", (value, expected) => {
    expect(isLoopbackOrigin(value)).toBe(expected);
  });

  it.each([
    ["http://127.0.0.1:3000/en/mykomax/account?tab=mfa", true],
    ["http://localhost:3000/", true],
    ["https://evil.example/", false],
    ["//evil.example/", false],
    ["javascript:alert(1)", false],
    [null, false],
  ])("return_to %s → %s", (value, expected) => {
    expect(isLoopbackReturnTo(value)).toBe(expected);
  });
});

describe("the identity pages' language", () => {
  it.each([
    [undefined, undefined, "en"],
    ["de", undefined, "de"],
    ["fr de-CH", "en", "de"],
    [undefined, "de-CH,de;q=0.9,en;q=0.8", "de"],
    [undefined, "fr-FR,en;q=0.5,de;q=0.7", "de"],
    [undefined, "de;q=0,en", "en"],
    ["fr", "ja", "en"],
  ])("ui_locales %s, Accept-Language %s → %s", (uiLocales, acceptLanguage, expected) => {
    expect(pickLanguage(uiLocales, acceptLanguage)).toBe(expected);
  });
});

describe("password hashes", () => {
  it("are salted scrypt and verify only the right password", async () => {
    const first = await hashPassword("mykomax-demo");
    const second = await hashPassword("mykomax-demo");
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("mykomax-demo", first)).toBe(true);
    expect(await verifyPassword("mykomax-dem0", first)).toBe(false);
    expect(await verifyPassword("mykomax-demo", "md5$abc")).toBe(false);
  });
});
