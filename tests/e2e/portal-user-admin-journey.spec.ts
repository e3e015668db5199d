import crypto from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { collectPageProblems, submitProviderSignIn } from "./support/portal";
import { openDashboardSignedIn } from "./support/signed-in";
import { createOwnAccount } from "./support/test-fixtures";

/**
 * Issue 13's journey, one truth end to end: what the administrator grants in user administration
 * is what the identity provider puts in the person's next token. The administrator has a company
 * of his own, so no demo company changes.
 */

async function inviteFromTheList(admin: Page, email: string): Promise<string> {
  await admin.goto("/en/mykomax/user-admin");
  await admin.getByRole("button", { name: "Invite user" }).click();
  const dialog = admin.getByRole("dialog", { name: "Invite user" });
  await dialog.getByLabel("E-mail").fill(email);
  const organization = dialog.getByRole("combobox", { name: "Organization", exact: true });
  const first = await organization.locator("option").nth(1).getAttribute("value");
  await organization.selectOption(first ?? "");
  await dialog.getByRole("combobox", { name: "Application" }).selectOption({
    label: "Service tickets",
  });
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByText("Invitation sent")).toBeVisible();
  return dialog.getByRole("textbox", { name: "Invitation link" }).inputValue();
}

async function signInAsNewPage(page: Page, email: string, password: string) {
  await page.goto("/en/mykomax");
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await submitProviderSignIn(page, email, password);
  await expect(page).toHaveURL(/\/en\/mykomax$/);
}

test("an administrator invites a person to service tickets; the person sets a password, accepts and works; withdrawn, the next sign-in shows it gone", async ({
  page: admin,
  browser,
}) => {
  const problems = collectPageProblems(admin);
  const account = await createOwnAccount(admin.request, "admin@example.com", undefined, {
    ownCompany: true,
  });
  await openDashboardSignedIn(admin, account);
  const email = `mia.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = "first-day-at-work";
  const link = await inviteFromTheList(admin, email);
  expect(link).toMatch(/\/oidc\/invitation\/[A-Za-z0-9_-]{43}\?return_to=/);

  // The invited person, in a browser of her own: the link, her name and password, the sign-in.
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
  const tickets = person.getByRole("article", { name: "Service tickets" });
  await expect(tickets).toContainText("Invitation waiting");
  await tickets.getByRole("button", { name: "Accept invitation" }).click();
  await expect(tickets).toContainText("Active");
  await tickets.getByRole("link", { name: "Open" }).click();
  await expect(person.getByRole("heading", { level: 1, name: "Service tickets" })).toBeVisible();
  await expect(person.getByRole("heading", { name: "No access" })).toHaveCount(0);

  // The administrator sees her active, by the name she gave, and withdraws the access.
  await admin.goto(`/en/mykomax/user-admin?q=${encodeURIComponent(email)}`);
  await admin.getByRole("link", { name: "Mia Muster", exact: true }).click();
  const row = admin.getByRole("row").filter({
    has: admin.getByRole("rowheader", { name: "Service tickets", exact: true }),
  });
  await expect(row.locator('[data-status="active"]')).toHaveText("Active");
  await row.getByRole("button", { name: "Withdraw: Service tickets" }).click();
  const confirm = admin.getByRole("dialog", { name: /Withdraw/ });
  await confirm.getByRole("button", { name: "Withdraw", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByTestId("action-outcome")).toBeVisible();

  // Her next sign-in: the token no longer carries the role.
  const nextDay = await browser.newContext();
  const again = await nextDay.newPage();
  await signInAsNewPage(again, email, password);
  await expect(again.getByRole("article", { name: "Service tickets" })).toContainText(
    "Not registered",
  );
  await again.goto("/en/mykomax/tickets/list");
  await expect(again.getByRole("heading", { name: "No access" })).toBeVisible();
  await Promise.all([context.close(), nextDay.close()]);
  expect(problems).toEqual([]);
});
