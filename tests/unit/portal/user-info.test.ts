import { User, type UserManager } from "oidc-client-ts";
import { afterEach, describe, expect, it, vi } from "vitest";

import { userInfoClaims, withUserInfo } from "@/lib/portal/user-info";

const ENDPOINT = "http://127.0.0.1:4000/oidc/me";

function signedInUser() {
  return new User({
    access_token: "access-1",
    id_token: "id-1",
    token_type: "Bearer",
    expires_at: Math.floor(Date.now() / 1000) + 300,
    profile: {
      sub: "demo-customer",
      iss: "http://127.0.0.1:4000/oidc",
      aud: "ferrion-web",
      exp: 0,
      iat: 0,
      name: "Carla Kunde",
      roles: ["kmx_int_serviceticketing_active"],
    },
  });
}

function fakeManager() {
  const stored: User[] = [];
  const manager = {
    metadataService: { getUserInfoEndpoint: async () => ENDPOINT },
    storeUser: async (user: User) => void stored.push(user),
  } as unknown as UserManager;
  return { manager, stored };
}

afterEach(() => vi.restoreAllMocks());

describe("userinfo after sign-in and renewal (spec 001 §7, §8)", () => {
  it("reads the claims with the access token and keeps them in the stored user", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({
        sub: "demo-customer",
        name: "Carla Kunde-Meier",
        roles: ["kmx_int_serviceticketing_active", "kmx_int_assetdb_active"],
      }),
    );
    const { manager, stored } = fakeManager();
    const user = await withUserInfo(manager, signedInUser());
    expect(fetchSpy).toHaveBeenCalledWith(
      ENDPOINT,
      expect.objectContaining({
        headers: expect.objectContaining({ Authorization: "Bearer access-1" }),
      }),
    );
    expect(user.profile).toMatchObject({
      sub: "demo-customer",
      name: "Carla Kunde-Meier",
      roles: ["kmx_int_serviceticketing_active", "kmx_int_assetdb_active"],
    });
    expect(stored).toEqual([user]);
  });

  it.each([
    ["the endpoint fails", () => Promise.resolve(new Response("", { status: 500 }))],
    ["the network fails", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["the answer names another subject", () => Promise.resolve(Response.json({ sub: "other" }))],
  ])(
    "keeps the ID token's claims and logs '%s' as 'failed to get user info'",
    async (_case, answer) => {
      vi.spyOn(globalThis, "fetch").mockImplementation(answer);
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const { manager, stored } = fakeManager();
      const user = await withUserInfo(manager, signedInUser());
      expect(user.profile).toMatchObject({ sub: "demo-customer", name: "Carla Kunde" });
      expect(stored).toEqual([]);
      expect(warn).toHaveBeenCalledWith("failed to get user info", expect.any(Error));
    },
  );

  it.each([
    [null, "no JSON object"],
    [["a"], "no JSON object"],
    [{ name: "No Subject" }, "another subject"],
  ])("refuses the answer %j: %s", (answer, message) => {
    expect(() => userInfoClaims(answer, "demo-customer")).toThrow(message);
  });
});
