import { expect, test } from "@playwright/test";

test("a journalist filters media releases by ad hoc and by year, and opens one", async ({
  page,
}) => {
  const response = await page.goto("/en/media-releases");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Media releases | Ferrion");
  await expect(page.getByRole("heading", { level: 1, name: "Media releases" })).toBeVisible();
  await expect(page.getByTestId("media-release-count")).toHaveText("14 media releases");
  await expect(page.getByTestId("media-release")).toHaveCount(10);
  await expect(page.getByTestId("media-release").first()).toContainText(
    "Ferrion narrows its guidance for 2026",
  );

  const filters = page.getByRole("form", { name: "Filter media releases" });
  await filters.getByLabel("Type").selectOption({ label: "Ad hoc announcements" });
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/en\/media-releases\?adhoc=true&year=$/);
  await expect(page.getByTestId("media-release-count")).toHaveText("7 media releases");
  for (const release of await page.getByTestId("media-release").all()) {
    await expect(release.getByTestId("adhoc-badge")).toHaveText("Ad hoc");
  }

  await filters.getByLabel("Year").selectOption("2025");
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(page.getByTestId("media-release-count")).toHaveText("3 media releases");
  for (const release of await page.getByTestId("media-release").all()) {
    await expect(release.locator("time")).toHaveAttribute("datetime", /^2025-/);
  }
  // The filters survive as the page's address: shareable, and shown as chosen.
  await page.reload();
  await expect(filters.getByLabel("Type")).toHaveValue("true");
  await expect(filters.getByLabel("Year")).toHaveValue("2025");

  await page.getByRole("link", { name: "Ferrion appoints a new CEO" }).click();
  await expect(page).toHaveURL(/\/en\/media-releases\/new-ceo-appointed$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ferrion appoints a new CEO");
  await expect(page.getByTestId("adhoc-badge")).toBeVisible();
  await expect(page.getByText(/Art\. 53 of the SIX Listing Rules/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText([
    "Home",
    "Media releases",
    "Ferrion appoints a new CEO",
  ]);

  await page.goto("/en/media-releases?adhoc=false&year=2024");
  await expect(page.getByTestId("media-release-count")).toHaveText("2 media releases");
  await page.getByRole("link", { name: "Reset filters" }).click();
  await expect(page.getByTestId("media-release-count")).toHaveText("14 media releases");
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page.getByTestId("media-release")).toHaveCount(4);
});

test("German media releases, unknown releases and odd filters", async ({ page, request }) => {
  await page.goto("/de/media-releases?adhoc=true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Medienmitteilungen");
  await expect(page.getByTestId("media-release-count")).toHaveText("7 Medienmitteilungen");

  const missing = await page.goto("/en/media-releases/no-such-release");
  expect(missing?.status()).toBe(404);

  for (const path of [
    "/en/media-releases?adhoc=maybe",
    "/en/media-releases?year=1800",
    "/en/media-releases?year=%3Cscript%3E&page=abc",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain("14 media releases");
  }
  const empty = await request.get("/en/media-releases?year=2019");
  expect(empty.status()).toBe(200);
  expect(await empty.text()).toContain("No media releases match these filters.");
});
