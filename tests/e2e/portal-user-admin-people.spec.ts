import crypto from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { demoColleagueOf } from "../../local-services/portal/demo/demo-colleagues.mjs";
import { SITE_URL } from "../../playwright.config";
import { collectPageProblems, submitProviderSignIn } from "./support/portal";
import { openDashboardSignedIn } from "./support/signed-in";
import { createOwnAccount, type OwnAccount } from "./support/test-fixtures";

/**
 * Issue 29: one truth for people. What a person does to his own account reaches user
 * administration; an administrator brings back a person of his company who lost every common
 * organization; no administrator grants himself access. Each journey's administrator has a
 * company of his own (three organizations and the colleagues of demo/demo-colleagues.mjs).
 */

async function ownAdmin(page: Page): Promise<OwnAccount> {
  const admin = await createOwnAccount(page.request, "admin@example.com", undefined, {
    ownCompany: true,
  });
  await openDashboardSignedIn(page, admin);
  return admin;
}

/** The invite dialog from the list, sent with the first organization and `application`. */
async function inviteFromTheList(admin: Page, email: string, application: string) {
  await admin.goto("/en/mykomax/user-admin");
  await admin.getByRole("button", { name: "Invite user" }).click();
  const dialog = admin.getByRole("dialog", { name: "Invite user" });
  await dialog.getByLabel("E-mail").fill(email);
  const organization = dialog.getByRole("combobox", { name: "Organization", exact: true });
  await organization.selectOption({ index: 1 });
  await dialog.getByRole("combobox", { name: "Application" }).selectOption({ label: application });
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  return dialog;
}

/** The names the list shows when searched for `text` (the table's links on wide screens). */
async function listed(admin: Page, text: string) {
  await admin.goto(`/en/mykomax/user-admin?q=${encodeURIComponent(text)}`);
  await expect(admin.getByText(/users? found$/)).toBeVisible();
  return admin.getByRole("table", { name: /^Users, page/ }).getByRole("link");
}

test("a person's new name shows in user administration at once; her deleted account is gone from it", async ({
  page: admin,
  browser,
}) => {
  const problems = collectPageProblems(admin);
  await ownAdmin(admin);
  const email = `mia.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = "first-day-at-work";
  const dialog = await inviteFromTheList(admin, email, "Service tickets");
  const link = await dialog.getByRole("textbox", { name: "Invitation link" }).inputValue();

  // The person sets her name and password on the invitation page and signs in.
  const context = await browser.newContext();
  const person = await context.newPage();
  await person.goto(link);
  await person.getByLabel("First name").fill("Mia");
  await person.getByLabel("Last name").fill("Muster");
  await person.getByLabel("Password", { exact: true }).fill(password);
  await person.getByLabel("Repeat password").fill(password);
  await person.getByRole("button", { name: "Set password" }).click();
  await expect(person).toHaveURL(/\/oidc\/interaction\//);
  await submitProviderSignIn(person, email, password);
  await expect(person.getByText("Welcome, Mia Muster")).toBeVisible();
  await expect(await listed(admin, email)).toHaveText(["Mia Muster"]);

  // She changes her name in her account settings: her administrator sees it, and finds her by it.
  await person.goto("/en/mykomax/account");
  const profile = person.getByRole("region", { name: "Profile" });
  await profile.getByLabel("First name").fill("Maria");
  await profile.getByLabel("Last name").fill("Meier");
  await person.getByRole("button", { name: "Save profile" }).click();
  await expect(person.getByText("Your profile has been saved.")).toBeVisible();
  await expect(await listed(admin, "Maria Meier")).toHaveText(["Maria Meier"]);
  await admin.getByRole("link", { name: "Maria Meier", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Maria Meier" })).toBeVisible();
  const profileAddress = admin.url();

  // She deletes her account: gone from the list, her page says "invalid user".
  await person.getByRole("button", { name: "Delete account" }).click();
  await person
    .getByRole("dialog", { name: "Delete your account?" })
    .getByRole("button", { name: "Yes, delete my account" })
    .click();
  await expect(person).toHaveURL(`${SITE_URL}/en`);
  await expect(await listed(admin, email)).toHaveCount(0);
  await expect(admin.getByText("No users match these filters")).toBeVisible();
  await admin.goto(profileAddress);
  await expect(admin.getByRole("heading", { level: 1, name: "Invalid user" })).toBeVisible();
  await context.close();
  expect(problems).toEqual([]);
});

test("a colleague in none of the administrator's organizations: inviting his e-mail offers to add him, and he is administered again", async ({
  page: admin,
}) => {
  const problems = collectPageProblems(admin);
  const { company } = await ownAdmin(admin);
  // The outsider (demo-colleagues.mjs) is only in the company's third organization, which the
  // administrator is not in.
  const outsider = demoColleagueOf(company, "outsider");
  await expect(await listed(admin, outsider.name)).toHaveCount(0);

  const dialog = await inviteFromTheList(admin, outsider.email, "Inventory");
  const offer = dialog.getByTestId("user-outside-organizations");
  await expect(offer).toContainText("This user exists already");
  await expect(offer).toContainText(
    `${outsider.email} is a user of your company, but in none of your organizations`,
  );
  // Not the profile link: it would only say "No permission".
  await expect(dialog.getByRole("link", { name: "Go to the profile" })).toHaveCount(0);
  const add = offer.getByRole("button", { name: /^Add to / });
  const organizationName = ((await add.textContent()) ?? "").replace(/^Add to /, "");
  await add.click();

  await expect(dialog.getByText("Invitation sent")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Invitation link" })).toHaveValue(
    /\/oidc\/invitation\//,
  );
  await dialog.getByRole("link", { name: "Go to the profile" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: outsider.name })).toBeVisible();
  const section = admin.getByRole("region", { name: organizationName });
  await expect(
    section
      .getByRole("row")
      .filter({ has: admin.getByRole("rowheader", { name: "Inventory", exact: true }) })
      .locator('[data-status="invited"]'),
  ).toHaveText("Invitation pending");
  // Only the organization the administrator shares with him shows.
  await expect(admin.getByTestId("organization")).toHaveCount(1);
  await expect(await listed(admin, outsider.name)).toHaveText([outsider.name]);
  expect(problems).toEqual([]);
});

test("an administrator cannot grant himself access: his own profile offers only to give access up", async ({
  page: admin,
}) => {
  const problems = collectPageProblems(admin);
  const account = await ownAdmin(admin);
  // His own request for the inventory, made on the dashboard, waits for another administrator.
  const inventory = admin.getByRole("article", { name: "Inventory" });
  await inventory.getByRole("button", { name: "Register or request access" }).click();
  await expect(inventory).toContainText("Request pending");

  const name = `${account.firstName} ${account.lastName}`;
  await listed(admin, name);
  await admin.getByRole("link", { name, exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(admin.getByTestId("own-access-note")).toHaveText(
    "This is you. You cannot give yourself access: another administrator of your company invites you to further applications and organizations. You can give up your own access here.",
  );
  const row = (application: string) =>
    admin
      .getByRole("row")
      .filter({ has: admin.getByRole("rowheader", { name: application, exact: true }) });
  await expect(row("Inventory").locator('[data-status="pending"]')).toHaveText("Access requested");
  await expect(row("Inventory").getByRole("button")).toHaveText(["Decline", "Withdraw"]);
  await expect(row("Learning hub").locator('[data-status="inviteexpired"]')).toBeVisible();
  await expect(row("Learning hub").getByRole("button")).toHaveText(["Withdraw"]);
  await expect(admin.getByRole("button", { name: "Add application" })).toHaveCount(0);
  await expect(admin.getByRole("button", { name: "Add organization" })).toHaveCount(0);
  expect(problems).toEqual([]);
});
