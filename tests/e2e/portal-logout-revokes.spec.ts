import { type APIRequestContext, expect, test } from "@playwright/test";

import { SERVICES_URL } from "../../playwright.config";
import { signInThroughProviderForm, storedToken } from "./support/portal";

const ISSUER = `${SERVICES_URL}/oidc`;
const CLIENT_ID = "ferrion-web";

/** The attacker's move: a refresh token taken from the tab, traded at the token endpoint. */
async function refresh(request: APIRequestContext, refreshToken: string) {
  const discovery = await (await request.get(`${ISSUER}/.well-known/openid-configuration`)).json();
  return request.post(discovery.token_endpoint, {
    form: { grant_type: "refresh_token", refresh_token: refreshToken, client_id: CLIENT_ID },
  });
}

test("a refresh token is good while signed in and refused by the provider after logout", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // The control: without logout, the provider trades the refresh token.
  const kept = await browser.newContext();
  const keptPage = await kept.newPage();
  await signInThroughProviderForm(keptPage, "customer@example.com");
  const keptToken = await storedToken(keptPage, "refresh_token");
  expect(keptToken).toEqual(expect.any(String));
  expect((await refresh(request, keptToken!)).status()).toBe(200);
  await kept.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughProviderForm(page, "customer@example.com");
  const stolen = await storedToken(page, "refresh_token");
  expect(stolen).toEqual(expect.any(String));

  const revocation = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${ISSUER}/token/revocation`) &&
      (response.request().postData() ?? "").includes("token_type_hint=refresh_token"),
  );
  await page.goto("/en/mykomax/logout");
  expect((await revocation).status()).toBe(200);
  await expect(page, "home after the logout").toHaveURL(/\/en$/);

  const refused = await refresh(request, stolen!);
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ error: "invalid_grant" });
  await context.close();
});
