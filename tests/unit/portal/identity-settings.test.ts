import { describe, expect, it } from "vitest";

import { storedUserKey, userManagerSettings } from "@/lib/portal/identity-settings";

const identity = {
  issuer: "http://127.0.0.1:4000/oidc",
  clientId: "ferrion-web",
  scope: "openid profile email idm",
};

describe("the browser's sign-in settings (spec 001 §4, §7, §9; portal contract)", () => {
  const settings = userManagerSettings(identity, "http://127.0.0.1:3000", "de-ch");

  it.each([
    ["authority", "http://127.0.0.1:4000/oidc"],
    ["client_id", "ferrion-web"],
    ["scope", "openid profile email idm"],
    ["response_type", "code"],
    ["redirect_uri", "http://127.0.0.1:3000/de-ch/callback"],
    ["silent_redirect_uri", "http://127.0.0.1:3000/blank-callback"],
    ["post_logout_redirect_uri", "http://127.0.0.1:3000/de-ch"],
    ["accessTokenExpiringNotificationTimeInSeconds", 180],
    ["silentRequestTimeoutInSeconds", 3],
    ["requestTimeoutInSeconds", 3],
    ["revokeTokensOnSignout", true],
    ["revokeTokenAdditionalContentTypes", ["text/plain"]],
    // The portal renews itself, revoking the old tokens first.
    ["automaticSilentRenew", false],
  ])("%s", (name, value) => {
    expect(settings[name as keyof typeof settings]).toEqual(value);
  });

  it("finds the stored user where oidc-client-ts keeps it", () => {
    expect(storedUserKey(identity)).toBe("oidc.user:http://127.0.0.1:4000/oidc:ferrion-web");
  });
});
