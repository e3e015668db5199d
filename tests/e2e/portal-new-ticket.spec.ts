import { expect, type Page, test } from "@playwright/test";

import { storedIdToken } from "./support/portal";
import { openDashboardSignedIn, seedSignedIn } from "./support/signed-in";
import { createOwnAccount } from "./support/test-fixtures";
import { PNG, portalGraphql } from "./support/ticket-uploads";

const REQUIRED = [
  "Please select a location",
  "Please select a ticket type",
  "Please select the machine concerned",
  "Please enter a subject",
  "Please describe the problem",
];

async function chooseFirst(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  const value = await select.locator("option").nth(1).getAttribute("value");
  await select.selectOption(value ?? "");
}

test("a customer creates a ticket with an image, finds it in the list, comments, asks for closure; another company cannot open it", async ({
  page,
  request,
  browser,
}) => {
  const account = await createOwnAccount(request, "customer@example.com", undefined, {
    ownCompany: true,
  });
  await openDashboardSignedIn(page, account);
  await page
    .getByRole("article", { name: "Service tickets" })
    .getByRole("link", { name: "Open" })
    .click();
  await page.getByRole("link", { name: "New ticket" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New service ticket" })).toBeVisible();

  // Sent empty: each required field says what it needs, and the first one has the focus.
  const submit = page.getByRole("button", { name: "Create ticket" });
  await submit.click();
  for (const message of REQUIRED) await expect(page.getByText(message)).toBeVisible();
  const location = page.getByLabel("Location", { exact: true });
  await expect(location).toBeFocused();
  await expect(location).toHaveAttribute("aria-invalid", "true");
  await expect(location).toHaveAccessibleDescription("Please select a location");

  // The machine list waits for a location, then offers that location's machines.
  const machine = page.getByLabel("Machine concerned", { exact: true });
  await expect(machine).toBeDisabled();
  await chooseFirst(page, "Location");
  await expect(machine).toBeEnabled();
  await page.getByLabel("Ticket type", { exact: true }).selectOption({ label: "Breakdown" });
  await chooseFirst(page, "Machine concerned");
  await expect(page.getByText(/^Serial number of the selected machine: /)).toBeVisible();
  await page.getByLabel("Subject", { exact: true }).fill("Cutter stops after ten cuts");
  await page
    .getByLabel("Description", { exact: true })
    .fill("Since this morning the cutter stops with error 42 after about ten cuts.");

  await page.getByLabel("choose files").setInputFiles({
    name: "error-display.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  const progress = page.getByRole("progressbar", { name: "Upload of error-display.png" });
  await expect(progress).toHaveAttribute("value", "100");
  await expect(page.getByText("Uploaded", { exact: true })).toBeVisible();

  // The portal fails once: the apology with the support address, and nothing typed is lost.
  await page.route("**/api/tickets-proxy", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: '{"error":"Service unavailable","message":"The portal is unavailable; try again later."}',
    }),
  );
  await submit.click();
  const apology = page.getByRole("alert").filter({ hasText: "We are sorry" });
  await expect(apology).toContainText("Your ticket could not be created.");
  await expect(apology.getByRole("link", { name: "service@ferrion.example" })).toHaveAttribute(
    "href",
    "mailto:service@ferrion.example",
  );
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(
    "Cutter stops after ten cuts",
  );
  await expect(progress).toHaveAttribute("value", "100");
  await page.unroute("**/api/tickets-proxy");

  await submit.click();
  await expect(page).toHaveURL(/\/en\/mykomax\/tickets\/T-\d{6}(\?created=1)?$/);
  const id = /T-\d{6}/.exec(page.url())?.[0] ?? "";
  await expect(page.getByText(`Ticket ${id} has been created.`)).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: "Cutter stops after ten cuts" }),
  ).toBeVisible();
  const files = page.getByRole("region", { name: "Attachments" });
  await expect(files.getByRole("img", { name: "Preview of error-display.png" })).toBeVisible();

  // The list finds it by its words and status, and opens it again.
  await page.getByRole("link", { name: "Back to the ticket list" }).first().click();
  await page
    .getByRole("group", { name: "Status" })
    .getByRole("checkbox", { name: "New", exact: true })
    .check();
  await expect(page).toHaveURL(/\/tickets\/list\?status=new$/);
  await page.getByRole("searchbox", { name: "Search" }).fill("cutter stops");
  await page.getByRole("searchbox", { name: "Search" }).press("Enter");
  await expect(page).toHaveURL(/\?status=new&q=cutter\+stops$/);
  const found = page.getByRole("table").getByRole("link", { name: /^T-\d{6}$/ });
  await expect(found).toHaveText([id]);
  await found.click();
  await expect(page).toHaveURL(new RegExp(`/en/mykomax/tickets/${id}$`));

  // A comment: required, then added to the conversation.
  const addComment = page.getByRole("button", { name: "Add comment" });
  await addComment.click();
  await expect(page.getByText("Please enter a comment")).toBeVisible();
  await page.getByLabel("Comment", { exact: true }).first().fill("The blade was replaced.");
  await addComment.click();
  await expect(page.getByText("Your comment has been added.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Conversation" }).getByText("The blade was replaced."),
  ).toBeVisible();
  await expect(page.getByLabel("Comment", { exact: true }).first()).toHaveValue("");

  // Closure: a reason is required; once asked, the form is no longer offered.
  const askForClosure = page.getByRole("button", { name: "Ask for closure" });
  await askForClosure.click();
  await expect(page.getByText("Please select a reason")).toBeVisible();
  await page.getByLabel("Reason", { exact: true }).selectOption({ label: "The problem is solved" });
  await askForClosure.click();
  await expect(askForClosure).toBeHidden();
  await expect(page.getByText("Closure requested").first()).toBeVisible();

  // What the back end holds: the ticket with its image, the comment and the closure request.
  const token = (await storedIdToken(page)) ?? "";
  const answer = await portalGraphql(
    request,
    token,
    `query ($id: ID!) { ticket(id: $id) { status subject attachments { fileName contentType }
      comments { text } closureRequest { reason } } }`,
    { id },
  );
  expect(answer.data?.ticket).toMatchObject({
    status: "CLOSURE_REQUESTED",
    subject: "Cutter stops after ten cuts",
    attachments: [{ fileName: "error-display.png", contentType: "image/png" }],
    closureRequest: { reason: "SOLVED" },
  });
  expect(JSON.stringify(answer.data?.ticket)).toContain("The blade was replaced.");

  // A user of another company opening the ticket's address sees "not found", nothing of it.
  const stranger = await createOwnAccount(request, "customer@example.com", undefined, {
    ownCompany: true,
  });
  const otherPage = await browser.newPage();
  await seedSignedIn(otherPage, stranger);
  await otherPage.goto(`/en/mykomax/tickets/${id}`);
  await expect(otherPage.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(otherPage.locator("main")).not.toContainText("Cutter stops");
  await otherPage.close();
});
