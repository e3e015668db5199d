import { expect, type Page, test } from "@playwright/test";

import { demoColleagueOf } from "../../local-services/portal/demo/demo-colleagues.mjs";
import { SITE_URL } from "../../playwright.config";
import { collectPageProblems } from "./support/portal";
import { openDashboardSignedIn, seedSignedIn } from "./support/signed-in";
import { createOwnAccount } from "./support/test-fixtures";

// Reading journeys look at the demo companies; journeys that invite use a company of their own.

const resultCount = (page: Page) =>
  page.getByRole("heading", { level: 2, name: /(users? found|No users found)$/ });
const userTable = (page: Page) => page.getByRole("table", { name: /^Users, page/ });
const filter = (page: Page, name: "Organization" | "Application" | "Status") =>
  page.getByRole("search").getByRole("combobox", { name, exact: true });
const searchField = (page: Page) =>
  page.getByRole("search").getByRole("searchbox", { name: "Search" });

/** The names in the table (its row headers' links), top to bottom. */
function shownUsers(page: Page) {
  return userTable(page).locator("tbody th a").allTextContents();
}

async function openUserAdmin(page: Page) {
  await page
    .getByRole("article", { name: "User administration" })
    .getByRole("link", { name: "Open" })
    .click();
  await expect(page).toHaveURL(/\/en\/mykomax\/user-admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "User administration" })).toBeVisible();
  await expect(resultCount(page)).toBeVisible();
}

function inviteDialog(page: Page) {
  return page.getByRole("dialog", { name: "Invite user" });
}

async function openInvite(page: Page) {
  await page.getByRole("button", { name: "Invite user" }).click();
  const dialog = inviteDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("E-mail")).toBeFocused();
  return dialog;
}

/** Fills the dialog with the first organization and the given application. */
async function fillInvite(page: Page, email: string, application = "Inventory") {
  const dialog = inviteDialog(page);
  await dialog.getByLabel("E-mail").fill(email);
  const organization = dialog.getByRole("combobox", { name: "Organization", exact: true });
  const firstOrganization = await organization.locator("option").nth(1).getAttribute("value");
  await organization.selectOption(firstOrganization ?? "");
  await dialog.getByRole("combobox", { name: "Application" }).selectOption({ label: application });
}

test("an external administrator filters, searches and pages his users; the URL carries the view and Back walks it", async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  // The demo administrator's colleagues (demo-colleagues.mjs): one asked for access, one's
  // invitation expired.
  const requester = demoColleagueOf("Admin Harness Systems Ltd.", "pending");
  const lapsed = demoColleagueOf("Admin Harness Systems Ltd.", "inviteExpired");
  await openDashboardSignedIn(page, "admin@example.com");
  await openUserAdmin(page);

  // His organizations' users, by name, each with e-mail, role, organizations and access.
  const all = await shownUsers(page);
  expect(all).toContain("Adam Admin");
  expect(all).toContain(requester.name);
  expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b)));
  for (const column of ["Name", "E-mail", "Role", "Organization", "Application and status"]) {
    await expect(
      userTable(page).getByRole("columnheader", { name: column, exact: true }),
    ).toBeVisible();
  }
  // An external administrator sees his own company only: no company column.
  await expect(userTable(page).getByRole("columnheader", { name: "Company" })).toHaveCount(0);
  const asked = userTable(page).getByRole("row", { name: requester.name });
  await expect(asked).toContainText(requester.email);
  // A request shows its status as a word (never colour alone) and who asked when.
  await expect(asked.locator('[data-status="pending"]')).toHaveText("Access requested");
  await expect(asked).toContainText(
    new RegExp(`Requested by ${requester.name} on \\w{3} \\d{1,2}, \\d{4}`),
  );

  // A status applies at once and lands in the address.
  await filter(page, "Status").selectOption({ label: "Access requested" });
  await expect(page).toHaveURL(/\/user-admin\?status=pending$/);
  await expect.poll(() => shownUsers(page)).toEqual([requester.name]);
  await expect(resultCount(page)).toHaveText("1 user found");

  // An application narrows on the same access record: nobody asked for wire-flow and waits.
  await filter(page, "Application").selectOption({ label: "Wire-flow apps" });
  await expect(page).toHaveURL(/\?app=wireFlow&status=pending$/);
  await expect(resultCount(page)).toHaveText("No users found");
  await expect(page.getByRole("heading", { name: "No users match these filters" })).toBeVisible();

  // Back walks through the views, the controls following.
  await page.goBack();
  await expect(page).toHaveURL(/\?status=pending$/);
  await expect(filter(page, "Application")).toHaveValue("");
  await expect.poll(() => shownUsers(page)).toEqual([requester.name]);

  // An organization filter offers his organizations; choosing one keeps it in the address.
  const organization = filter(page, "Organization");
  const organizationId = await organization.locator("option").nth(1).getAttribute("value");
  await organization.selectOption(organizationId ?? "");
  await expect(page).toHaveURL(new RegExp(`\\?org=${organizationId}&status=pending$`));

  // The reset brings every user back.
  await page.getByRole("button", { name: "Reset filters" }).first().click();
  await expect(page).toHaveURL(/\/user-admin$/);
  await expect.poll(() => shownUsers(page)).toEqual(all);

  // The search applies on Enter, by name or e-mail.
  const shouted = lapsed.lastName.toUpperCase();
  await searchField(page).fill(`  ${shouted} `);
  await searchField(page).press("Enter");
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(shouted)}$`));
  await expect.poll(() => shownUsers(page)).toEqual([lapsed.name]);
  const expired = userTable(page).getByRole("row", { name: lapsed.name });
  await expect(expired.locator('[data-status="inviteexpired"]')).toHaveText("Invitation expired");

  // Each name leads to the user's page.
  await expect(expired.getByRole("link", { name: lapsed.name })).toHaveAttribute(
    "href",
    /^\/en\/mykomax\/user-admin\/[A-Za-z0-9._~-]+$/,
  );

  // A shared link opens the same view.
  const shared = lapsed.lastName.toLowerCase();
  await page.goto(`/en/mykomax/user-admin?status=inviteexpired&q=${encodeURIComponent(shared)}`);
  await expect(filter(page, "Status")).toHaveValue("inviteexpired");
  await expect(searchField(page)).toHaveValue(shared);
  await expect.poll(() => shownUsers(page)).toEqual([lapsed.name]);

  // A link naming an organization he does not administer finds nobody, and says which it was.
  await page.goto("/en/mykomax/user-admin?org=O-not-his");
  await expect(resultCount(page)).toHaveText("No users found");
  await expect(filter(page, "Organization")).toHaveValue("O-not-his");
  await page.goto(`/en/mykomax/user-admin?status=inviteexpired&q=${encodeURIComponent(shared)}`);

  // On a phone the users are cards with the same fields.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByTestId("user-admin-cards");
  await expect(cards).toBeVisible();
  await expect(userTable(page)).toBeHidden();
  await expect(cards.getByRole("article", { name: lapsed.name })).toContainText(
    "Invitation expired",
  );
  expect(problems).toEqual([]);
});

test("an internal administrator sees several companies, finds an organization by search and pages the list", async ({
  page,
}) => {
  await seedSignedIn(page, "internal@example.com");
  await page.goto("/en/mykomax/user-admin");
  await expect(page.getByRole("heading", { level: 1, name: "User administration" })).toBeVisible();
  await expect(userTable(page).getByRole("columnheader", { name: "Company" })).toBeVisible();
  const companies = await userTable(page).locator("tbody tr td:nth-child(3)").allTextContents();
  expect(new Set(companies).size, "companies on the first page").toBeGreaterThan(1);

  // The organizations come grouped by company, with a search that narrows them.
  const organization = filter(page, "Organization");
  const groups = await organization
    .locator("optgroup")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("label")));
  expect(groups.length).toBeGreaterThan(1);
  const search = page.getByRole("searchbox", { name: "Find an organization" });
  await search.fill("admin harness");
  await expect(page.getByText(/organizations? match/)).toBeVisible();
  await expect
    .poll(() =>
      organization
        .locator("optgroup")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("label"))),
    )
    .toEqual(["Admin Harness Systems Ltd."]);
  // Enter in the organization search does not submit the filters.
  await search.press("Enter");
  await expect(page).toHaveURL(/\/user-admin$/);
  const chosen = await organization.locator("optgroup option").first().getAttribute("value");
  await organization.selectOption(chosen ?? "");
  await expect(page).toHaveURL(new RegExp(`\\?org=${chosen}$`));
  await expect
    .poll(async () => [
      ...new Set(await userTable(page).locator("tbody tr td:nth-child(3)").allTextContents()),
    ])
    .toEqual(["Admin Harness Systems Ltd."]);

  // Every company's users need more than one page: the pager's next page is an address.
  await page.goto("/en/mykomax/user-admin");
  const pager = page.getByRole("navigation", { name: "Pages of the user list" });
  await expect(pager).toContainText(/Page 1 of \d+/);
  const firstPage = await shownUsers(page);
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/user-admin\?page=2$/);
  await expect(pager).toContainText(/Page 2 of \d+/);
  await expect.poll(async () => (await shownUsers(page))[0]).not.toBe(firstPage[0]);
});

test("inviting: the rule at the field, a new person's link, user exists with the profile link, and the mail error with its details", async ({
  page,
  request,
}) => {
  const problems = collectPageProblems(page);
  const account = await createOwnAccount(request, "admin@example.com", undefined, {
    ownCompany: true,
  });
  await openDashboardSignedIn(page, account);
  await openUserAdmin(page);

  // Sent empty or with a broken address: the error at the field, read out, and the focus there.
  let dialog = await openInvite(page);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  const email = dialog.getByLabel("E-mail");
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Please enter a valid e-mail address.");
  await expect(dialog.getByText("Please choose an organization.")).toBeVisible();
  await expect(dialog.getByText("Please choose an application.")).toBeVisible();
  await email.fill("not-an-address@");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription("Please enter a valid e-mail address.");

  // A new person: the result with the invitation link, and the list shows him.
  const newcomer = `new.person.${Date.now()}@example.com`;
  await fillInvite(page, newcomer);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByRole("heading", { name: "Invitation sent" })).toBeFocused();
  const link = dialog.getByRole("textbox", { name: "Invitation link" });
  await expect(link).toHaveValue(
    new RegExp(
      `/oidc/invitation/[A-Za-z0-9_-]{20,}\\?return_to=${encodeURIComponent(`${SITE_URL}/en/mykomax`).replace(/\./g, "\\.")}$`,
    ),
  );
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  const row = userTable(page).getByRole("row", {
    name: new RegExp(newcomer.replace(/\./g, "\\.")),
  });
  await expect(row).toBeVisible();
  await expect(row.locator('[data-status="invited"]')).toHaveText("Invitation pending");
  await expect(row).toContainText("Has not set a password yet");

  // A colleague's e-mail: "user exists", and the link opens his profile.
  const invitee = demoColleagueOf(account.company, "invited");
  const colleague = userTable(page).getByRole("row", { name: invitee.name });
  const colleagueEmail = (await colleague.locator("td").first().textContent()) ?? "";
  expect(colleagueEmail).toBe(invitee.email);
  const profile =
    (await colleague.getByRole("link", { name: invitee.name }).getAttribute("href")) ?? "";
  expect(profile).toMatch(/^\/en\/mykomax\/user-admin\/[A-Za-z0-9._~-]+$/);
  dialog = await openInvite(page);
  await fillInvite(page, colleagueEmail.toUpperCase(), "Service tickets");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  const exists = dialog.getByRole("alert").filter({ hasText: "This user exists already" });
  await expect(exists).toBeVisible();
  await expect(exists.getByRole("link", { name: "Go to the profile" })).toHaveAttribute(
    "href",
    profile,
  );

  // Undeliverable mail: the invite error with the mail system's answer; what was typed stays.
  await email.fill("someone@mail.invalid");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  const failure = dialog.getByRole("alert").filter({ hasText: "The invitation could not be sent" });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(/Technical details: .*mail\.invalid/);
  await expect(email).toHaveValue("someone@mail.invalid");
  await expect(dialog.getByRole("combobox", { name: "Application" })).toHaveValue("serviceTickets");
  // Nothing was written: nobody with that e-mail in the list.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await searchField(page).fill("someone@mail.invalid");
  await searchField(page).press("Enter");
  await expect(resultCount(page)).toHaveText("No users found");

  // The profile link of "user exists" opens the colleague's page.
  await page.goto("/en/mykomax/user-admin");
  dialog = await openInvite(page);
  await fillInvite(page, colleagueEmail, "Service tickets");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await dialog.getByRole("link", { name: "Go to the profile" }).click();
  await expect(page).toHaveURL(new RegExp(`${profile.replace(/\./g, "\\.")}$`));
  expect(problems).toEqual([]);
});

test("the list shows a skeleton while loading, says when nothing matches, and shows the error box with details", async ({
  page,
}) => {
  await openDashboardSignedIn(page, "admin@example.com");

  // The first page held back: the skeleton stands where the users will be.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/tickets-proxy", async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto("/en/mykomax/user-admin?q=nobody-is-called-so");
  await expect(page.getByTestId("user-admin-skeleton")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Loading the users…" })).toBeVisible();
  release();
  await page.unrouteAll();

  // Nothing matches: said so, with a way back to all users.
  await expect(page.getByRole("heading", { name: "No users match these filters" })).toBeVisible();
  await page.getByRole("button", { name: "Reset filters" }).last().click();
  await expect(page).toHaveURL(/\/user-admin$/);
  await expect(userTable(page)).toBeVisible();

  // The back end failing: the error box with the technical details, no stale table.
  await page.route("**/api/tickets-proxy", (route) =>
    route.fulfill({ status: 503, json: { error: "Service unavailable" } }),
  );
  await searchField(page).fill("rossi");
  await searchField(page).press("Enter");
  const error = page.getByRole("alert").filter({ hasText: "An error has occurred" });
  await expect(error).toContainText("Technical details: Service unavailable");
  await expect(userTable(page)).toHaveCount(0);
});

test("a user without an administrator role gets no user administration", async ({ page }) => {
  await seedSignedIn(page, "customer@example.com");
  await page.goto("/en/mykomax/user-admin");
  await expect(page.getByRole("heading", { level: 1, name: "User administration" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "No access" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Invite user" })).toHaveCount(0);
  await expect(page.getByRole("table")).toHaveCount(0);
});
