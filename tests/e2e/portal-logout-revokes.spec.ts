import { type APIRequestContext, expect, test } from "@playwright/test";

import { SERVICES_URL } from "../../playwright.config";
import { signInThroughProviderForm, storedIdToken, storedToken } from "./support/portal";

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

const ME = { query: "{ me { id } }" };

test("after logout the old ID token opens neither the tickets proxy nor the portal back end", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughProviderForm(page, "new@example.com");
  const idToken = await storedIdToken(page);
  expect(idToken).toEqual(expect.any(String));
  const headers = { "x-id-token": idToken! };
  const doors = () =>
    Promise.all([
      request.post("/api/tickets-proxy", { headers, data: ME }),
      request.post(`${SERVICES_URL}/portal/graphql`, { headers, data: ME }),
    ]);
  for (const open of await doors()) expect(open.status()).toBe(200);

  await page.goto("/en/mykomax/logout");
  await expect(page, "home after the logout").toHaveURL(/\/en$/);
  // The first request after the logout is refused already: the provider told the back end
  // before it sent the browser home (back-channel logout), so there is no window.
  for (const refused of await doors()) {
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ reason: "signed-out" });
  }
  await context.close();
});
