import { expect, test } from "@playwright/test";

import { SERVICES_URL } from "../../playwright.config";
import { signInThroughProviderForm, storedToken, userMenuButton } from "./support/portal";
import { createOwnAccount } from "./support/test-fixtures";

/** The provider's userinfo endpoint (its discovery document names it). */
const USER_INFO = `${SERVICES_URL}/oidc/me`;

test("after sign-in the portal shows the user as the provider's userinfo describes them", async ({
  page,
  request,
}) => {
  const account = await createOwnAccount(request, "customer@example.com");
  const bearers: string[] = [];
  // The provider's own answer, with a name the ID token does not carry: what the portal shows
  // can only have come from userinfo.
  await page.route(USER_INFO, async (route) => {
    bearers.push(route.request().headers().authorization ?? "");
    const response = await route.fetch();
    const claims = await response.json();
    await route.fulfill({ response, json: { ...claims, name: "Carla Kunde-Userinfo" } });
  });
  await signInThroughProviderForm(page, account.email);
  await expect(userMenuButton(page, "Carla Kunde-Userinfo")).toBeVisible();
  expect(bearers).toEqual([`Bearer ${await storedToken(page, "access_token")}`]);

  // Kept in the stored user: a page load shows it without asking again.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your services" })).toBeVisible();
  await expect(userMenuButton(page, "Carla Kunde-Userinfo")).toBeVisible();
});

test("when userinfo fails the portal keeps the ID token's claims and logs 'failed to get user info'", async ({
  page,
  request,
}) => {
  const account = await createOwnAccount(request, "customer@example.com");
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.route(USER_INFO, (route) => route.fulfill({ status: 503, body: "" }));
  await signInThroughProviderForm(page, account.email);
  await expect(userMenuButton(page, `${account.firstName} ${account.lastName}`)).toBeVisible();
  expect(warnings.some((text) => text.startsWith("failed to get user info"))).toBe(true);
});
