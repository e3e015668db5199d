import { expect, test } from "@playwright/test";

import { signInThroughProviderForm } from "./support/portal";
import { openDashboardSignedIn } from "./support/signed-in";
import { createOwnAccount } from "./support/test-fixtures";

// The user's own access changes his company's records: each test has a company of its own.

test("a user accepts his invitation and requests a service from the dashboard; his next sign-in shows both", async ({
  page,
  request,
  browser,
}) => {
  const account = await createOwnAccount(request, "new@example.com", undefined, {
    ownCompany: true,
  });
  await openDashboardSignedIn(page, account);

  const learningHub = page.getByRole("article", { name: "Learning hub" });
  await expect(learningHub).toContainText("Invitation waiting");
  await learningHub.getByRole("button", { name: "Accept invitation" }).click();
  const accepted = page
    .getByRole("status")
    .filter({ hasText: "Invitation accepted: Learning hub is active now." });
  await expect(accepted).toBeVisible();
  await expect(accepted, "the focus lands on the outcome").toBeFocused();
  await expect(learningHub).toContainText("Active");
  await expect(learningHub.getByRole("link", { name: "Open" })).toBeVisible();

  const tickets = page.getByRole("article", { name: "Service tickets" });
  await tickets.getByRole("button", { name: "Register or request access" }).click();
  await expect(
    page.getByRole("status").filter({
      hasText:
        "Your request for Service tickets has been sent. Your company's administrator will answer it.",
    }),
  ).toBeVisible();
  await expect(tickets).toContainText("Request pending");

  // A service's own page offers the same: the request is made where the visitor is told.
  await page.goto("/en/mykomax/inventory");
  await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
  await page.getByRole("button", { name: "Register or request access" }).click();
  await expect(page.getByText("Your request for this service is being processed.")).toBeVisible();

  // A sign-in in another browser: the identity provider reads the same records.
  const other = await browser.newContext();
  const again = await other.newPage();
  await signInThroughProviderForm(again, account.email);
  await expect(again.getByRole("article", { name: "Learning hub" })).toContainText("Active");
  await expect(again.getByRole("article", { name: "Service tickets" })).toContainText(
    "Request pending",
  );
  await expect(again.getByRole("article", { name: "Inventory" })).toContainText("Request pending");
  await other.close();
});
