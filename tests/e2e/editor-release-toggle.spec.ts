import { expect, test } from "@playwright/test";

test("the next-release toggle: set by ?nextRelease, kept while browsing, cleared by false", async ({
  browser,
  page,
  context,
}) => {
  const marker = page.getByTestId("next-release-marker");
  await page.goto("/en/company?nextRelease=true");
  await expect(marker).toContainText("Next release");
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain("ferrion-next-release");

  await page.goto("/en/contact");
  await expect(marker).toBeVisible();

  // Nobody else gets the next release's page.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/en/contact");
  await expect(visitorPage.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(visitorPage.getByTestId("next-release-marker")).toHaveCount(0);
  await visitor.close();

  await marker.getByRole("link", { name: "Back to the current release" }).click();
  await expect(marker).toHaveCount(0);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(
    "ferrion-next-release",
  );
});
