import crypto from "node:crypto";

import { expect, test } from "@playwright/test";

import { SERVICES_URL, SITE_URL } from "../../playwright.config";
import { signInOverHttp } from "./support/identity-tokens";
import { collectPageProblems, expectServiceStatuses, submitProviderSignIn } from "./support/portal";
import { createOwnAccount } from "./support/test-fixtures";

/**
 * The invited person's way in, in a real browser: the mail in the demo mailbox, the identity
 * site's invitation page, back to the portal, sign in, and the dashboard's "Accept invitation".
 * The invitation is made over the portal API by an administrator of a company of the journey's
 * own, so no demo company changes.
 */
test("an invited person follows the mailed link, sets a password and signs in", async ({
  page,
  request,
}) => {
  const admin = await createOwnAccount(request, "admin@example.com", SERVICES_URL, {
    ownCompany: true,
  });
  const { id_token } = await signInOverHttp(SERVICES_URL, admin.email, admin.password);
  const portal = (query: string, variables: Record<string, unknown> = {}) =>
    request
      .post(`${SERVICES_URL}/portal/graphql`, {
        headers: { "x-id-token": id_token },
        data: { query, variables },
      })
      .then((response) => response.json());
  const { data } = await portal("{ userAdmin { organizations { id name company } } }");
  const organization = data.userAdmin.organizations[0];
  const email = `nina.${crypto.randomUUID().slice(0, 8)}@invited.example.com`;
  const invited = await portal(
    "mutation ($input: InviteUserInput!) { inviteUser(input: $input) { invitationUrl } }",
    {
      input: {
        email,
        organizationId: organization.id,
        application: "serviceTickets",
        portalUrl: `${SITE_URL}/en/mykomax`,
      },
    },
  );
  const link: string = invited.data.inviteUser.invitationUrl;

  const problems = collectPageProblems(page);
  await page.goto(`${SERVICES_URL}/mailbox?to=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: link }).click();

  await expect(page.getByRole("heading", { name: "Set up your mykomax account" })).toBeVisible();
  await expect(page.getByText("You are invited to Service tickets at")).toContainText(
    `${organization.name} (${organization.company})`,
  );
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await page.getByLabel("First name").fill("Nina");
  await page.getByLabel("Last name").fill("Neu");
  await page.getByLabel("Password", { exact: true }).fill("invited-pass-1");
  await page.getByLabel("Repeat password").fill("invited-pass-2");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("alert")).toHaveText("The new passwords do not match.");
  await expect(page.getByLabel("First name")).toHaveValue("Nina");
  await page.getByLabel("Password", { exact: true }).fill("invited-pass-1");
  await page.getByLabel("Repeat password").fill("invited-pass-1");
  await page.getByRole("button", { name: "Set password" }).click();

  // Back to the portal, which sends him to sign in with the new password.
  await expect(page, "the identity provider's sign-in page").toHaveURL(/\/oidc\/interaction\//);
  await submitProviderSignIn(page, email, "invited-pass-1");
  await expect(page, "the dashboard after the callback").toHaveURL(/\/en\/mykomax$/);
  await expect(page.getByText("Welcome, Nina Neu")).toBeVisible();
  await expectServiceStatuses(page, {
    "Service tickets": "Invitation waiting",
    Inventory: "Not registered",
    "User administration": "No access",
    "Wire-flow apps": "Not registered",
    "Direct service": "Not registered",
    "Wire master": "Not registered",
    "Master data": "Not registered",
    "Learning hub": "Not registered",
    "Product information": "Not registered",
  });

  // The link is used up.
  await page.goto(link);
  await expect(page.getByText("This invitation link has already been used.")).toBeVisible();
  expect(problems).toEqual([]);
});
