import { expect, type Locator, type Page, test } from "@playwright/test";

import { demoColleagueOf } from "../../local-services/portal/demo/demo-colleagues.mjs";
import { SERVICES_URL } from "../../playwright.config";
import { collectPageProblems } from "./support/portal";
import { openDashboardSignedIn, seedSignedIn } from "./support/signed-in";
import { createOwnAccount, type OwnAccount } from "./support/test-fixtures";

// Every journey that changes access runs in a company of its own (seeded with three
// organizations and the colleagues of local-services/portal/demo/demo-colleagues.mjs), so
// the journeys are independent of each other and of the demo companies.

/** Signs in as the external administrator of a new company of his own. */
async function ownAdmin(page: Page): Promise<OwnAccount> {
  const admin = await createOwnAccount(page.request, "admin@example.com", undefined, {
    ownCompany: true,
  });
  await openDashboardSignedIn(page, admin);
  return admin;
}

/**
 * The seeded colleagues of the administrator's company (demo/demo-colleagues.mjs), by what the
 * journeys do with them: one asked for inventory, one's invitation expired (service tickets
 * inactive), one has an invitation pending, one has service tickets in one organization only.
 */
function colleaguesOf(company: string) {
  return {
    requester: demoColleagueOf(company, "pending"),
    lapsed: demoColleagueOf(company, "inviteExpired"),
    invitee: demoColleagueOf(company, "invited"),
    member: demoColleagueOf(company, "unknown"),
  };
}

/** From the list (searched by name) to the user's detail page. */
async function openUser(page: Page, name: string) {
  await page.goto(`/en/mykomax/user-admin?q=${encodeURIComponent(name)}`);
  // The table's link on wide screens, the card's on phones (the other is hidden).
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/mykomax\/user-admin\/[A-Za-z0-9._~-]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** An organization's section (its heading names it), by an application it holds. */
function organizationWith(page: Page, application: string): Locator {
  return page.getByTestId("organization").filter({ has: accessRow(page, application) });
}

/** The row of an application in the organization section that has it. */
function accessRow(page: Page, application: string): Locator {
  return page.getByRole("row").filter({
    has: page.getByRole("rowheader", { name: application, exact: true }),
  });
}

function dialog(page: Page, name: string | RegExp) {
  return page.getByRole("dialog", { name });
}

function outcome(page: Page) {
  return page.getByTestId("action-outcome");
}

/** Opens a row's action, checks the dialog opened on its safe choice, and confirms it. */
async function confirmRowAction(
  page: Page,
  application: string,
  action: string,
  title: string,
): Promise<void> {
  await accessRow(page, application)
    .getByRole("button", { name: `${action}: ${application}` })
    .click();
  const confirm = dialog(page, title);
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: action, exact: true }).click();
  await expect(confirm).toBeHidden();
}

function profileValue(page: Page, label: string) {
  return page.getByTestId("user-profile").locator("dt", { hasText: label }).locator("+ dd");
}

interface Mail {
  to: string;
  subject: string;
  link: string;
}

async function mailsTo(page: Page, email: string): Promise<Mail[]> {
  const response = await page.request.get(
    `${SERVICES_URL}/mailbox/messages?to=${encodeURIComponent(email)}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

test("accepting a request: the dialog opens on Cancel, Escape changes nothing, confirming makes it active", async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  const { requester } = colleaguesOf((await ownAdmin(page)).company);
  await openUser(page, requester.name);

  // The profile and the organization's labels (spec 001 §3).
  await expect(profileValue(page, "E-mail")).toHaveText(requester.email);
  await expect(profileValue(page, "Role")).toHaveText("User");
  // A seeded colleague has never set a password.
  await expect(profileValue(page, "Password")).toHaveText(/^Not set yet/);
  const section = organizationWith(page, "Inventory");
  for (const label of ["Org ID", "Sub region", "Country", "City", "Members"]) {
    await expect(section.locator("dt", { hasText: label })).toBeVisible();
  }
  const row = accessRow(page, "Inventory");
  await expect(row.locator('[data-status="pending"]')).toHaveText("Access requested");
  // The role reads as the application and its status, never as its code.
  await expect(row).toContainText("Inventory · Access requested");
  await expect(row).not.toContainText("kmx_");
  await expect(row).toContainText(requester.name);
  // update is never offered: nothing to edit.
  await expect(page.getByRole("button", { name: /^Update/ })).toHaveCount(0);

  // Keyboard: the dialog opens on the safe choice; Escape closes it, nothing changed.
  await row.getByRole("button", { name: "Accept request: Inventory" }).focus();
  await page.keyboard.press("Enter");
  const confirm = dialog(page, "Accept the request?");
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(`${requester.name} asked for Inventory`);
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(row.getByRole("button", { name: "Accept request: Inventory" })).toBeFocused();
  await expect(row.locator('[data-status="pending"]')).toBeVisible();

  await confirmRowAction(page, "Inventory", "Accept request", "Accept the request?");
  await expect(outcome(page)).toHaveText(
    `The request of ${requester.name} for Inventory has been accepted.`,
  );
  await expect(outcome(page).locator("[tabindex='-1']")).toBeFocused();
  await expect(row.locator('[data-status="active"]')).toHaveText("Active");
  await expect(row).toContainText("Inventory · Active");
  await expect(row.getByRole("button", { name: "Accept request: Inventory" })).toHaveCount(0);

  // Still so after a reload: the back end changed it.
  await page.reload();
  await expect(accessRow(page, "Inventory").locator('[data-status="active"]')).toBeVisible();
  expect(problems).toEqual([]);
});

test("a stale action is refused in its dialog with the technical details, and nothing is lost", async ({
  page,
  context,
}) => {
  const admin = await ownAdmin(page);
  const { requester } = colleaguesOf(admin.company);
  await openUser(page, requester.name);
  // The same administrator answers the request in another tab first. A new tab has no tokens
  // (they live in the tab's sessionStorage) and would sign in silently in the hidden frame,
  // which the sign-in journeys test; this one starts signed in, as the first tab did.
  const other = await context.newPage();
  await seedSignedIn(other, admin);
  await other.goto(page.url());
  await confirmRowAction(other, "Inventory", "Decline", "Decline the request?");
  await expect(accessRow(other, "Inventory").locator('[data-status="declined"]')).toBeVisible();
  await other.close();

  // This tab still offers "Accept request": the back end refuses it, the dialog says why.
  await accessRow(page, "Inventory")
    .getByRole("button", { name: "Accept request: Inventory" })
    .click();
  const confirm = dialog(page, "Accept the request?");
  await confirm.getByRole("button", { name: "Accept request", exact: true }).click();
  const refusal = confirm.getByRole("alert");
  await expect(refusal).toContainText("This action is no longer possible");
  await expect(refusal).toContainText("Technical details: action: actionNotAllowed");
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await page.reload();
  await expect(accessRow(page, "Inventory").locator('[data-status="declined"]')).toBeVisible();
});

test("on a phone the applications are cards with the same fields and actions", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { lapsed } = colleaguesOf((await ownAdmin(page)).company);
  await openUser(page, lapsed.name);
  await expect(page.getByRole("table")).toHaveCount(0);
  const card = page.getByRole("article", { name: "Service tickets" });
  await expect(card.locator('[data-status="inactive"]')).toHaveText("Inactive");
  await expect(card).toContainText("Service tickets · Inactive");
  await card.getByRole("button", { name: "Grant: Service tickets" }).click();
  await dialog(page, "Grant access?").getByRole("button", { name: "Grant", exact: true }).click();
  await expect(outcome(page)).toHaveText(`${lapsed.name} now has access to Service tickets.`);
  await expect(card.locator('[data-status="active"]')).toHaveText("Active");
});

test("declining a request", async ({ page }) => {
  const { requester } = colleaguesOf((await ownAdmin(page)).company);
  await openUser(page, requester.name);
  await confirmRowAction(page, "Inventory", "Decline", "Decline the request?");
  await expect(outcome(page)).toHaveText(
    `The request of ${requester.name} for Inventory has been declined.`,
  );
  const row = accessRow(page, "Inventory");
  await expect(row.locator('[data-status="declined"]')).toHaveText("Declined");
  // Declined access comes back only by grant.
  await expect(row.getByRole("button")).toHaveText(["Grant", "Withdraw"]);
});

test("granting inactive access and reinviting after an expired invitation (link shown and mailed)", async ({
  page,
}) => {
  const { lapsed } = colleaguesOf((await ownAdmin(page)).company);
  await openUser(page, lapsed.name);
  const email = (await profileValue(page, "E-mail").textContent()) ?? "";

  await confirmRowAction(page, "Service tickets", "Grant", "Grant access?");
  await expect(outcome(page)).toHaveText(`${lapsed.name} now has access to Service tickets.`);
  await expect(accessRow(page, "Service tickets").locator('[data-status="active"]')).toBeVisible();

  const expired = accessRow(page, "Learning hub");
  await expect(expired.locator('[data-status="inviteexpired"]')).toHaveText("Invitation expired");
  await confirmRowAction(page, "Learning hub", "Reinvite", "Invite again?");
  await expect(outcome(page)).toContainText(
    `A new invitation to Learning hub has been mailed to ${email}.`,
  );
  const link = await outcome(page).getByRole("textbox", { name: "Invitation link" }).inputValue();
  expect(link).toMatch(
    /^http:\/\/(127\.0\.0\.1|localhost):\d+\/oidc\/invitation\/[A-Za-z0-9_-]{22,}\?return_to=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fen%2Fmykomax$/,
  );
  await expect(expired.locator('[data-status="invited"]')).toHaveText("Invitation pending");
  // The mail in the demo mailbox carries the same link.
  const [mail] = await mailsTo(page, email);
  expect(mail?.link).toBe(link);
});

test("resending a pending invitation gives a new link; withdrawing removes the access", async ({
  page,
}) => {
  const { invitee } = colleaguesOf((await ownAdmin(page)).company);
  await openUser(page, invitee.name);
  const email = (await profileValue(page, "E-mail").textContent()) ?? "";
  await expect(profileValue(page, "Password")).toHaveText(/^Not set yet/);

  await confirmRowAction(page, "Service tickets", "Resend invite", "Resend the invitation?");
  await expect(outcome(page)).toContainText(`mailed to ${email}`);
  const link = await outcome(page).getByRole("textbox", { name: "Invitation link" }).inputValue();
  expect((await mailsTo(page, email))[0]?.link).toBe(link);

  await confirmRowAction(page, "Service tickets", "Withdraw", "Withdraw access?");
  await expect(outcome(page)).toHaveText(
    `The access of ${invitee.name} to Service tickets has been withdrawn.`,
  );
  await expect(outcome(page).getByRole("textbox", { name: "Invitation link" })).toHaveCount(0);
  await expect(accessRow(page, "Service tickets")).toHaveCount(0);
});

test("adding an application and an organization invites the user to each", async ({ page }) => {
  const { member } = colleaguesOf((await ownAdmin(page)).company);
  await openUser(page, member.name);
  const email = (await profileValue(page, "E-mail").textContent()) ?? "";
  const organizations = page.getByRole("heading", { level: 3 });
  await expect(organizations).toHaveCount(1);
  const organization = (await organizations.textContent()) ?? "";

  // Add application: only those he has no record of in the organization are offered.
  await page.getByRole("button", { name: "Add application" }).click();
  const add = dialog(page, `Add an application in ${organization}`);
  await expect(add.getByRole("button", { name: "Cancel" })).toBeFocused();
  const choices = add.getByRole("combobox", { name: "Application" });
  await expect(choices.locator("option", { hasText: "Service tickets" })).toHaveCount(0);
  await expect(choices.locator("option", { hasText: "Master data" })).toHaveCount(0);
  // Nothing chosen: said next to the field, nothing sent.
  await add.getByRole("button", { name: "Invite" }).click();
  await expect(add.getByText("Please choose one.")).toBeVisible();
  await expect(choices).toHaveAttribute("aria-invalid", "true");
  await choices.selectOption({ label: "Wire master" });
  await add.getByRole("button", { name: "Invite" }).click();
  await expect(add).toBeHidden();
  await expect(outcome(page)).toContainText(
    `An invitation to Wire master has been mailed to ${email}.`,
  );
  await expect(outcome(page).getByRole("textbox", { name: "Invitation link" })).toHaveValue(
    /\/oidc\/invitation\//,
  );
  await expect(accessRow(page, "Wire master").locator('[data-status="invited"]')).toBeVisible();

  // Add organization: an administered organization of his company he is not in.
  await page.getByRole("button", { name: "Add organization" }).click();
  const join = dialog(page, `Add ${member.name} to an organization`);
  const organizationChoice = join.getByRole("combobox", { name: "Organization" });
  // The administrator is in two of the company's three organizations; the colleague in one of them.
  await expect(organizationChoice.locator("option")).toHaveCount(2);
  await organizationChoice.selectOption({ index: 1 });
  await join.getByRole("combobox", { name: "Application" }).selectOption({ label: "Inventory" });
  await join.getByRole("button", { name: "Invite" }).click();
  await expect(join).toBeHidden();
  await expect(outcome(page)).toContainText(
    `An invitation to Inventory has been mailed to ${email}`,
  );
  await expect(organizations).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Add organization" })).toHaveCount(0);
  expect(await mailsTo(page, email)).toHaveLength(2);
});

test("removing an organization: another user's without warning, the administrator's own only after the warning", async ({
  page,
}) => {
  const admin = await ownAdmin(page);
  const { invitee } = colleaguesOf(admin.company);
  await openUser(page, invitee.name);
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(2);
  const second = organizationWith(page, "Inventory");
  const secondName = (await second.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await second.getByRole("button", { name: "Remove organization" }).click();
  const remove = dialog(page, `Remove ${invitee.name} from ${secondName}?`);
  await expect(remove.getByTestId("own-access-warning")).toHaveCount(0);
  await remove.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(outcome(page)).toHaveText(`${invitee.name} has been removed from ${secondName}.`);
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(1);

  // His own profile: removing the organization ends his own administration of it.
  const adminName = `${admin.firstName} ${admin.lastName}`;
  await openUser(page, adminName);
  await expect(profileValue(page, "Role")).toHaveText("Administrator");
  await expect(profileValue(page, "Password")).toHaveText("Set: the person can sign in");
  // One's own account is not deleted here.
  await expect(page.getByRole("button", { name: "Delete user" })).toHaveCount(0);
  const own = organizationWith(page, "Service tickets").last();
  const ownName = (await own.getByRole("heading", { level: 3 }).textContent()) ?? "";
  // Withdrawing his last access there warns the same way.
  await expect(own.getByRole("row")).toHaveCount(2);
  await own.getByRole("button", { name: "Withdraw: Service tickets" }).click();
  const withdrawOwn = dialog(page, "Withdraw access?");
  await expect(withdrawOwn.getByTestId("own-access-warning")).toContainText(ownName);
  await withdrawOwn.getByRole("button", { name: "Cancel" }).click();
  await expect(withdrawOwn).toBeHidden();
  await own.getByRole("button", { name: "Remove organization" }).click();
  const removeOwn = dialog(page, `Remove ${adminName} from ${ownName}?`);
  await expect(removeOwn.getByTestId("own-access-warning")).toHaveText(
    `Warning: this is your own access. Removing it ends your administration of ${ownName}: you will no longer see or manage its users.`,
  );
  await expect(removeOwn.getByRole("button", { name: "Cancel" })).toBeFocused();
  // Cancelled: nothing changes.
  await removeOwn.getByRole("button", { name: "Cancel" }).click();
  await expect(removeOwn).toBeHidden();
  await page.reload();
  // His two organizations: the first of the company's and the one he holds service tickets in.
  const headings = page.getByRole("heading", { level: 3 });
  await expect(headings).toHaveCount(2);
  await page
    .getByRole("region", { name: ownName })
    .getByRole("button", { name: "Remove organization" })
    .click();
  await dialog(page, `Remove ${adminName} from ${ownName}?`)
    .getByRole("button", { name: "Remove and give up my administration" })
    .click();
  await expect(outcome(page)).toHaveText(`${adminName} has been removed from ${ownName}.`);
  await expect(headings).toHaveCount(1);
  await expect(page.getByRole("region", { name: ownName })).toHaveCount(0);
});

test("deleting a user: a confirmation naming him, then the list says so and he is gone", async ({
  page,
}) => {
  const { invitee } = colleaguesOf((await ownAdmin(page)).company);
  await openUser(page, invitee.name);
  const address = page.url();
  await page.getByRole("button", { name: "Delete user" }).click();
  const confirm = dialog(page, `Delete ${invitee.name}?`);
  await expect(confirm).toContainText(`${invitee.name} (${invitee.email}`);
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: `Delete ${invitee.name}` }).click();

  await expect(page).toHaveURL(/\/en\/mykomax\/user-admin$/);
  await expect(
    page.getByRole("status").filter({ hasText: "The user has been deleted." }),
  ).toBeVisible();
  await expect(
    page.getByRole("table", { name: /^Users, page/ }).getByRole("link", { name: invitee.name }),
  ).toHaveCount(0);

  // His page now says "invalid user".
  await page.goto(address);
  await expect(page.getByRole("heading", { level: 1, name: "Invalid user" })).toBeVisible();
});

test("invalid user: a made-up id, and another company's user, look the same", async ({
  page,
  browser,
}) => {
  // A user of a company of its own, opened by the demo administrator of another company.
  const other = await browser.newPage();
  const { requester } = colleaguesOf((await ownAdmin(other)).company);
  await openUser(other, requester.name);
  const foreignAddress = new URL(other.url()).pathname;
  await other.close();

  await openDashboardSignedIn(page, "admin@example.com");
  for (const address of ["/en/mykomax/user-admin/U-nope", foreignAddress]) {
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1, name: "Invalid user" })).toBeVisible();
    await expect(page.getByTestId("invalid-user")).toContainText(
      "This user does not exist, or you have no permission to administer him.",
    );
    await expect(page.getByRole("link", { name: "Back to user administration" })).toBeVisible();
  }
});

test("lost permission: a colleague removed from the last shared organization, and the page says the way back", async ({
  page,
}) => {
  const { member } = colleaguesOf((await ownAdmin(page)).company);
  // A colleague in none of his organizations reached by inviting his e-mail ("user exists") is
  // offered to be added: portal-user-admin-people.spec.ts.
  // Removing the colleague from his only shared organization: the answer says permission is lost.
  await openUser(page, member.name);
  await page.getByRole("button", { name: "Remove organization" }).click();
  await page
    .getByRole("dialog", { name: new RegExp(`^Remove ${member.name} from `) })
    .getByRole("button", { name: "Remove", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "No permission" })).toBeVisible();
  await expect(outcome(page)).toContainText(`${member.name} has been removed from`);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "No permission" })).toBeVisible();
  const lost = page.getByTestId("lost-permission");
  await expect(lost).toContainText("no organization in common");
  await expect(lost).toContainText(
    "To administer this person again, invite their e-mail address in user administration",
  );
});

test("an internal administrator sees a user of any company and may add her only to organizations of her own company", async ({
  page,
}) => {
  // Reading only: the demo companies' data stays as it is.
  await seedSignedIn(page, "internal@example.com");
  const requester = demoColleagueOf("Admin Harness Systems Ltd.", "pending");
  await page.goto(`/en/mykomax/user-admin?q=${encodeURIComponent(requester.name)}`);
  // Companies that other journeys make like the demo administrator's have colleagues of the
  // same names: the row of the demo company's one.
  await page
    .getByRole("row")
    .filter({ hasText: "Admin Harness Systems Ltd." })
    .getByRole("link", { name: requester.name, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: requester.name })).toBeVisible();
  await expect(profileValue(page, "Company")).toHaveText("Admin Harness Systems Ltd.");
  // Her two organizations of the company's three.
  await expect(page.getByTestId("organization")).toHaveCount(2);

  await page.getByRole("button", { name: "Add organization" }).click();
  const join = dialog(page, `Add ${requester.name} to an organization`);
  // The company's third organization only (besides the placeholder), never another company's.
  await expect(join.getByRole("combobox", { name: "Organization" }).locator("option")).toHaveCount(
    2,
  );
  await join.getByRole("button", { name: "Cancel" }).click();
  await expect(join).toBeHidden();
  await expect(page.getByRole("button", { name: "Add organization" })).toBeFocused();
});
