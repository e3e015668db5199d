import { expect, test } from "@playwright/test";

import { expectServiceStatuses, submitProviderSignIn } from "./support/portal";
import { openDashboardSignedIn } from "./support/signed-in";

test("a new customer sees one request pending and one invitation waiting, nothing open", async ({
  page,
}) => {
  await openDashboardSignedIn(page, "new@example.com");
  await expect(page.getByText("Welcome, Noah Neu")).toBeVisible();
  await expectServiceStatuses(page, {
    "Service tickets": "Not registered",
    Inventory: "Not registered",
    "User administration": "No access",
    "Wire-flow apps": "Not registered",
    "Direct service": "Request pending",
    "Wire master": "Not registered",
    "Master data": "Not registered",
    "Learning hub": "Invitation waiting",
    "Product information": "Not registered",
  });
  await expect(
    page.getByRole("article", { name: "Learning hub" }).getByRole("button", {
      name: "Accept invitation",
    }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Open", exact: true })).toHaveCount(0);

  // A service route the account has no role for says so and shows nothing of the service.
  await page.goto("/en/mykomax/tickets/list");
  await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
  await expect(page.getByText("arrive with the next release")).toHaveCount(0);

  // The same session in German.
  await page.goto("/de/mykomax");
  await expect(page.getByRole("heading", { name: "Ihre Services" })).toBeVisible();
  await expect(page.getByText("Willkommen, Noah Neu")).toBeVisible();
  await expect(page.getByRole("article", { name: "Direct Service" })).toContainText(
    "Anfrage in Bearbeitung",
  );
  await expect(page.getByRole("article", { name: "Learning Hub" })).toContainText(
    "Einladung wartet",
  );
});

test("Log in in the header of a public page leads through the sign-in to the dashboard", async ({
  page,
}) => {
  await page.goto("/en/company");
  await page.getByRole("banner").getByRole("button", { name: "Log in" }).click();
  await submitProviderSignIn(page, "new@example.com");
  await expect(page).toHaveURL(/\/en\/mykomax$/);
  await expect(page.getByRole("heading", { name: "Your services" })).toBeVisible();
});

test("a visitor who leaves the sign-in page is told, then sent home after 30 seconds", async ({
  page,
}) => {
  // The page's clock, not the test's: the 30 seconds pass at once, and exactly.
  await page.clock.install();
  await page.goto("/en/mykomax");
  await expect(page.getByRole("heading", { name: "Sign in to mykomax" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "You are not signed in" })).toBeVisible();

  await page.clock.fastForward(29_000);
  await expect(page.getByRole("heading", { name: "You are not signed in" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/en/mykomax");
  await page.clock.fastForward(1_000);
  await expect(page, "home after the 30 seconds").toHaveURL(/\/en$/);
});

test("portal routes answer with ids of the back ends; an unknown portal path is the 404 page", async ({
  request,
}) => {
  for (const path of [
    "/en/mykomax/tickets/T-1042",
    "/en/mykomax/user-admin/U7",
    "/en/mykomax/product-information/CL-1000/PIM-BR-001",
    "/de/mykomax/inventory/old",
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  for (const path of [
    "/en/mykomax/nothing-here",
    "/en/mykomax/tickets",
    "/en/mykomax/tickets/%3Cscript%3E",
    "/en/callback/extra",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
