import { expect, type Page, test } from "@playwright/test";

import { collectPageProblems, userMenuButton } from "./support/portal";
import { openDashboardSignedIn, seedSignedIn } from "./support/signed-in";

// Read-only journeys: the demo companies' tickets are looked at, never changed.

const resultCount = (page: Page) => page.getByRole("heading", { level: 2, name: /found$/ });
const ticketTable = (page: Page) => page.getByRole("table", { name: /^Service tickets, page/ });
const statusFilter = (page: Page, name: string) =>
  page.getByRole("group", { name: "Status" }).getByRole("checkbox", { name });

async function openTicketList(page: Page) {
  await page
    .getByRole("article", { name: "Service tickets" })
    .getByRole("link", { name: "Open" })
    .click();
  await expect(page).toHaveURL(/\/en\/mykomax\/tickets\/list$/);
  await expect(page.getByRole("heading", { level: 1, name: "Service tickets" })).toBeVisible();
}

/** The ids in the table's first column, top to bottom. */
function shownTicketIds(page: Page) {
  return ticketTable(page).locator("tbody th").allTextContents();
}

test("a customer filters the ticket list, the address keeps the view, and a ticket opens with its conversation and files", async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await openDashboardSignedIn(page, "customer@example.com");
  await openTicketList(page);

  // The whole company's tickets, 20 a page, newest first.
  await expect(resultCount(page)).toHaveText("48 tickets found");
  await expect(ticketTable(page).locator("tbody tr")).toHaveCount(20);
  for (const column of ["Ticket ID", "Type", "Subject", "Machine", "Serial number", "Concern"]) {
    await expect(
      ticketTable(page).getByRole("columnheader", { name: column, exact: true }),
    ).toBeVisible();
  }
  for (const column of ["Status", "Contact", "Created on", "Replies", "Location"]) {
    await expect(
      ticketTable(page).getByRole("columnheader", { name: column, exact: true }),
    ).toBeVisible();
  }
  await expect(
    ticketTable(page).getByRole("columnheader", { name: "Machine model" }),
  ).toBeVisible();
  const firstPage = await shownTicketIds(page);

  // Paging is the back end's: the next page shows other tickets.
  const pages = page.getByRole("navigation", { name: "Pages of the ticket list" });
  await expect(pages).toContainText("Page 1 of 3");
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pages).toContainText("Page 2 of 3");
  await expect.poll(() => shownTicketIds(page)).not.toEqual(firstPage);
  await page.goBack();
  await expect(pages).toContainText("Page 1 of 3");

  // A status filter applies at once and lands in the address, back on page 1.
  await statusFilter(page, "Closed").check();
  await expect(page).toHaveURL(/\?status=closed$/);
  await expect(resultCount(page)).toHaveText("25 tickets found");
  await expect(ticketTable(page).locator("tbody tr td:nth-child(4)")).toHaveText(
    Array(20).fill("Closed"),
  );

  // The free text applies when submitted, not on every key.
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill("Maintenance training");
  await expect(page).toHaveURL(/\?status=closed$/);
  await search.press("Enter");
  await expect(page).toHaveURL(/\?status=closed&q=Maintenance\+training$/);
  await expect(resultCount(page)).toHaveText("1 ticket found");
  await expect(ticketTable(page).locator("tbody tr")).toHaveCount(1);
  await expect(ticketTable(page)).toContainText("Maintenance training for technicians");

  // Back and forward walk through the views, the filters' controls following.
  await page.goBack();
  await expect(page).toHaveURL(/\?status=closed$/);
  await expect(resultCount(page)).toHaveText("25 tickets found");
  await expect(search).toHaveValue("");
  await page.goBack();
  await expect(page).toHaveURL(/\/tickets\/list$/);
  await expect(resultCount(page)).toHaveText("48 tickets found");
  await expect(statusFilter(page, "Closed")).not.toBeChecked();
  await page.goForward();
  await page.goForward();
  await expect(resultCount(page)).toHaveText("1 ticket found");
  await expect(search).toHaveValue("Maintenance training");
  await expect(statusFilter(page, "Closed")).toBeChecked();

  // A shared link opens the same view.
  await page.reload();
  await expect(resultCount(page)).toHaveText("1 ticket found");

  // The ticket: its fields, the conversation oldest first with the service desk marked, files.
  const link = ticketTable(page).getByRole("link", { name: /^T-\d{6}$/ });
  const ticketId = (await link.textContent()) ?? "";
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/en/mykomax/tickets/${ticketId}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: "Maintenance training for technicians" }),
  ).toBeVisible();
  await expect(
    page.getByRole("article", { name: "Maintenance training for technicians" }),
  ).toContainText("Closed");
  for (const label of ["Location", "Address", "Plant", "Organization", "Machine model"]) {
    await expect(
      page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }),
    ).toBeVisible();
  }
  const conversation = page.getByRole("region", { name: "Conversation" });
  const comments = conversation.getByRole("listitem").filter({ has: page.getByRole("article") });
  // Closed as solved by the customer: the desk takes it on, the customer says why it is settled,
  // the desk closes it.
  await expect(comments).toHaveCount(3);
  await expect(comments.first()).toContainText("Service desk");
  await expect(comments.first()).toContainText("Our training centre will send you a proposal");
  await expect(comments.nth(1)).toContainText("Carla Kunde");
  await expect(comments.nth(1)).toContainText("Customer");
  await expect(comments.nth(1)).toContainText("gave the training in-house");
  await expect(comments.last()).toContainText("We are closing this ticket.");
  const history = page.getByRole("region", { name: "Status history" });
  await expect(history.getByRole("listitem").first()).toContainText("New");
  await expect(history.getByRole("listitem").last()).toContainText("Closed");

  // Files: a preview through the site's attachment route, and a download link with name and size.
  const files = page.getByRole("region", { name: "Attachments" });
  const preview = files.getByRole("img", { name: /^Preview of .+\.png$/ });
  await expect(preview).toHaveAttribute("src", /^\/api\/ticket-attachments\/[^?]+\?key=[^&]+$/);
  await expect(files.getByRole("link", { name: /^Download .+\.png \(\d+ kB\)$/ })).toHaveAttribute(
    "href",
    /^\/api\/ticket-attachments\/[^?]+\?key=[^&]+&download=1$/,
  );
  await expect(conversation.getByRole("img", { name: /^Preview of photo-/ })).toBeVisible();

  await page.getByRole("link", { name: "Back to the ticket list" }).click();
  await expect(page).toHaveURL(/\/tickets\/list$/);
  expect(problems).toEqual([]);
});

test("a filter that matches nothing says so and resets; a new ticket's flash shows once; a made-up ticket id is not found", async ({
  page,
}) => {
  await openDashboardSignedIn(page, "customer@example.com");
  // While the back end has not answered, grey rows marked busy stand where the tickets will be.
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/tickets-proxy", async (route) => {
    if (route.request().postData()?.includes("query TicketList")) await held;
    await route.continue();
  });
  await page.goto("/en/mykomax/tickets/list?q=no-such-words-anywhere&status=new&sort=junk&page=x");
  await expect(page.getByTestId("ticket-list-skeleton")).toHaveAttribute("aria-busy", "true");
  await expect(resultCount(page)).toHaveCount(0);
  answer();
  await page.unrouteAll({ behavior: "wait" });
  await expect(page.getByRole("heading", { name: "No tickets match these filters" })).toBeVisible();
  await expect(resultCount(page)).toHaveText("No tickets found");
  await page.getByRole("button", { name: "Reset filters" }).first().click();
  await expect(page).toHaveURL(/\/tickets\/list$/);
  await expect(resultCount(page)).toHaveText("48 tickets found");

  // The new-ticket form sends the user to the ticket with ?created=1: said once, not on reload.
  const ticketId =
    (await ticketTable(page)
      .getByRole("link", { name: /^T-\d{6}$/ })
      .first()
      .textContent()) ?? "";
  await page.goto(`/en/mykomax/tickets/${ticketId}?created=1`);
  await expect(
    page.getByRole("status").filter({ hasText: `Ticket ${ticketId} has been created.` }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticketId}$`));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("has been created")).toHaveCount(0);

  await page.goto("/en/mykomax/tickets/T-999999");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the ticket list" }).click();
  await expect(page).toHaveURL(/\/tickets\/list$/);

  const malformed = await page.goto("/en/mykomax/tickets/%3Cscript%3E");
  expect(malformed?.status()).toBe(404);
});

test("location, machine and created-on filters narrow the list, by mouse or keyboard", async ({
  page,
}) => {
  await openDashboardSignedIn(page, "customer@example.com");
  // The header's user menu leads to the list too.
  await userMenuButton(page, "Carla Kunde").click();
  await page.getByRole("menuitem", { name: "Service tickets" }).click();
  await expect(page).toHaveURL(/\/en\/mykomax\/tickets\/list$/);
  await expect(resultCount(page)).toHaveText("48 tickets found");
  const location = page.getByLabel("Location", { exact: true });
  const machine = page.getByLabel("Machine", { exact: true });
  // The company's locations and machines arrive with a call of their own.
  await expect.poll(() => machine.locator("option").count()).toBeGreaterThan(3);
  const allMachines = await machine.locator("option").count();

  // A location offers its own machines only; the list shows that location's tickets.
  const locationName = (await location.locator("option").nth(1).textContent()) ?? "";
  await location.selectOption({ index: 1 });
  await expect(page).toHaveURL(/\?location=[^&]+$/);
  await expect(resultCount(page)).not.toHaveText("48 tickets found");
  await expect(ticketTable(page).locator("tbody tr td:nth-child(9)").first()).toHaveText(
    locationName,
  );
  await expect.poll(() => machine.locator("option").count()).toBeLessThan(allMachines);
  const machineName = ((await machine.locator("option").nth(1).textContent()) ?? "").split(" (")[0];
  await machine.selectOption({ index: 1 });
  await expect(page).toHaveURL(/\?location=[^&]+&machine=[^&]+$/);
  await expect(ticketTable(page).locator("tbody tr td:nth-child(6)").first()).toHaveText(
    machineName ?? "",
  );

  // Another location drops a machine that is not there.
  await location.selectOption({ index: 2 });
  await expect(page).toHaveURL(/\?location=[^&]+$/);
  await expect(machine).toHaveValue("");

  // A created-on range, as UTC days, in the address.
  await page.getByRole("button", { name: "Reset filters" }).first().click();
  await expect(resultCount(page)).toHaveText("48 tickets found");
  await page.getByRole("textbox", { name: "From", exact: true }).fill("2026-01-01");
  await expect(page).toHaveURL(/\?from=2026-01-01$/);
  await page.getByRole("textbox", { name: "To", exact: true }).fill("2026-06-30");
  await expect(page).toHaveURL(/\?from=2026-01-01&to=2026-06-30$/);
  await expect(resultCount(page)).not.toHaveText("48 tickets found");

  // The keyboard alone: Space ticks a status, the sort changes with the arrow keys.
  await statusFilter(page, "New").focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/status=new/);
  await expect(statusFilter(page, "New")).toBeChecked();
  await page.getByLabel("Sort by").selectOption("status-desc");
  await expect(page).toHaveURL(/&sort=status-desc$/);
});

test("another company's user opening a customer's ticket sees not found, never the ticket", async ({
  browser,
}) => {
  const customer = await browser.newPage();
  await seedSignedIn(customer, "customer@example.com");
  await customer.goto("/en/mykomax/tickets/list");
  const link = ticketTable(customer)
    .getByRole("link", { name: /^T-\d{6}$/ })
    .first();
  const ticketId = (await link.textContent()) ?? "";
  const subject = (await ticketTable(customer).locator("tbody tr td").first().textContent()) ?? "";
  expect(ticketId).toMatch(/^T-\d{6}$/);
  await customer.close();

  const admin = await browser.newPage();
  await seedSignedIn(admin, "admin@example.com");
  await admin.goto(`/en/mykomax/tickets/${ticketId}`);
  await expect(admin.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(admin.locator("main")).not.toContainText(subject);
  await admin.close();
});

test("a user without the service-tickets role sees the service's status, not the list", async ({
  page,
}) => {
  await seedSignedIn(page, "new@example.com");
  await page.goto("/en/mykomax/tickets/list");
  await expect(page.getByRole("heading", { level: 1, name: "Service tickets" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("search", { name: "Filter tickets" })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the ticket list shows cards instead of the table", async ({ page }) => {
    await openDashboardSignedIn(page, "customer@example.com");
    await openTicketList(page);
    await expect(resultCount(page)).toHaveText("48 tickets found");
    const cards = page.getByRole("list", { name: /^Service tickets, page 1 of 3$/ });
    await expect(cards.getByRole("article")).toHaveCount(20);
    await expect(page.getByRole("table")).toBeHidden();
    const firstCard = cards.getByRole("article").first();
    for (const label of ["Type", "Concern", "Machine", "Serial number", "Location", "Contact"]) {
      await expect(
        firstCard.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }),
      ).toBeVisible();
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, "no sideways scrolling").toBeLessThanOrEqual(390);
  });
});
