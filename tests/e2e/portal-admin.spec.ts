import { expect, test } from "@playwright/test";

import { expectServiceStatuses } from "./support/portal";
import { openDashboardSignedIn } from "./support/signed-in";

test("an external delegated administrator sees user administration and on-premises wire-flow", async ({
  page,
}) => {
  await openDashboardSignedIn(page, "admin@example.com");
  await expectServiceStatuses(page, {
    "Service tickets": "Active",
    Inventory: "Not registered",
    "User administration": "Active",
    "Wire-flow apps": "Active",
    "Direct service": "Not registered",
    "Wire master": "Not registered",
    "Master data": "Not registered",
    "Learning hub": "Invitation expired",
    "Product information": "Active",
  });
  await expect(page.getByRole("article", { name: "Wire-flow apps" })).toContainText(
    "Installation: on premises",
  );
  const learningHub = page.getByRole("article", { name: "Learning hub" });
  await learningHub.getByRole("link", { name: "Ask for a new invitation" }).click();
  await expect(page).toHaveURL(/\/en\/mykomax\/apps\/learning-hub$/);
  await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
  await expect(page.getByText("Your invitation to this service has expired.")).toBeVisible();

  await page.goto("/en/mykomax/user-admin");
  await expect(page.getByRole("heading", { level: 1, name: "User administration" })).toBeVisible();
  // The list of his users (tests/e2e/portal-user-admin-list.spec.ts walks through it).
  await expect(page.getByRole("heading", { level: 2, name: /users? found$/ })).toBeVisible();
});
