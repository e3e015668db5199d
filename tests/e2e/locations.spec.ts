import { expect, type Page, test } from "@playwright/test";

import { axeViolations } from "./support/accessibility";
import { isHydrated } from "./support/hydration";

const ALL_LOCATIONS = 34;

/**
 * Opens the finder and waits until React has taken over its filters: a choice made before that
 * reaches the server's GET form, which React resets as it hydrates the controlled selects.
 */
async function openFinder(page: Page, path: string) {
  const response = await page.goto(path);
  await expect
    .poll(() => isHydrated(page.getByRole("form", { name: /Filter locations|Standorte filtern/ })))
    .toBe(true);
  return response;
}

function results(page: Page) {
  return page
    .getByRole("list", { name: /Locations found|Gefundene Standorte/ })
    .getByRole("article");
}

test("a buyer filters the locations by type and country; the address carries the filters and back restores them", async ({
  page,
}) => {
  const response = await openFinder(page, "/en/company/locations");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 2, name: "Find a location" })).toBeVisible();
  const count = page.getByTestId("location-count");
  await expect(count).toHaveText(`${ALL_LOCATIONS} locations`);
  await expect(results(page)).toHaveCount(ALL_LOCATIONS);

  const filters = page.getByRole("form", { name: "Filter locations" });
  await filters.getByLabel("Type").selectOption({ label: "Production" });
  await expect(page).toHaveURL(/\/en\/company\/locations\?type=production$/);
  await expect(count).toHaveText("4 locations");
  await expect(results(page).getByRole("heading")).toHaveText([
    "Ferrion (Suzhou) Co., Ltd.",
    "Ferrion Deutschland GmbH",
    "Ferrion México S.A. de C.V.",
    "Ferrion AG",
  ]);

  await filters.getByLabel("Country").selectOption({ label: "Germany" });
  await expect(page).toHaveURL(/\?type=production&country=de$/);
  await expect(count).toHaveText("1 location");
  const weilheim = results(page).first();
  await expect(weilheim.getByRole("heading")).toHaveText("Ferrion Deutschland GmbH");
  await expect(weilheim).toContainText("Am Kreuzfeld 14");
  await expect(weilheim).toContainText("82362 Weilheim");
  await expect(weilheim.getByRole("link", { name: "+49 881 9254 0" })).toHaveAttribute(
    "href",
    "tel:+4988192540",
  );
  await expect(weilheim.getByRole("link", { name: "info.de@ferrion.example" })).toHaveAttribute(
    "href",
    "mailto:info.de@ferrion.example",
  );
  await expect(weilheim).toContainText("Services: Production, Research and development");
  const map = page.getByRole("group", { name: "Map of the locations shown" });
  await expect(map.getByRole("img")).toHaveCount(1);
  await expect(
    map.getByRole("img", { name: "Ferrion Deutschland GmbH, Weilheim, Germany" }),
  ).toBeVisible();

  // The address is the list's state: a reload (the server's render) shows the same.
  await page.reload();
  await expect(count).toHaveText("1 location");
  await expect(filters.getByLabel("Type")).toHaveValue("production");
  await expect(filters.getByLabel("Country")).toHaveValue("de");

  await page.goBack();
  await expect(page).toHaveURL(/\?type=production$/);
  await expect(count).toHaveText("4 locations");
  await expect(filters.getByLabel("Country")).toHaveValue("");
  await expect(filters.getByLabel("Type")).toHaveValue("production");
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/company\/locations$/);
  await expect(count).toHaveText(`${ALL_LOCATIONS} locations`);
  await expect(filters.getByLabel("Type")).toHaveValue("");
  await page.goForward();
  await expect(count).toHaveText("4 locations");
});

test("the search filters as one types, an empty result says so and leads back to all", async ({
  page,
}) => {
  await openFinder(page, "/en/company/locations?region=americas");
  const count = page.getByTestId("location-count");
  await expect(count).toHaveText("8 locations");
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill("calibration");
  await expect(count).toHaveText("2 locations");
  await expect(page).toHaveURL(/\?region=americas&q=calibration$/);
  await search.fill("atlantis");
  await expect(count).toHaveText("No locations");
  await expect(page.getByText("No location matches these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Show all locations" }).click();
  await expect(page).toHaveURL(/\/en\/company\/locations$/);
  await expect(count).toHaveText(`${ALL_LOCATIONS} locations`);
  await expect(search).toHaveValue("");
});

test("German: Art und Land filtern, die Adresse trägt die Filter, zurück stellt sie wieder her", async ({
  page,
}) => {
  await openFinder(page, "/de/company/locations");
  await expect(page.getByRole("heading", { level: 2, name: "Standort finden" })).toBeVisible();
  const count = page.getByTestId("location-count");
  await expect(count).toHaveText(`${ALL_LOCATIONS} Standorte`);
  const filters = page.getByRole("form", { name: "Standorte filtern" });
  await filters.getByLabel("Art").selectOption({ label: "Vertriebspartner" });
  await expect(page).toHaveURL(/\/de\/company\/locations\?type=distributor$/);
  await expect(count).toHaveText("26 Standorte");
  await filters.getByLabel("Land").selectOption({ label: "Vereinigte Staaten" });
  await expect(page).toHaveURL(/\?type=distributor&country=us$/);
  await expect(count).toHaveText("2 Standorte");
  await expect(results(page).getByRole("heading")).toHaveText([
    "Great Lakes Wire Equipment LLC",
    "Pacific Harness Supply Inc.",
  ]);
  await expect(results(page).first()).toContainText("Vertriebspartner · Vertrieb und Service");
  await expect(results(page).first()).toContainText("Telefon: +1 248 555 0123");
  await expect(results(page).first()).toContainText("Leistungen: Vertrieb");
  await expect(
    page
      .getByRole("group", { name: "Karte der angezeigten Standorte" })
      .getByRole("img", { name: "Pacific Harness Supply Inc., San Jose, Vereinigte Staaten" }),
  ).toBeVisible();

  await page.goBack();
  await expect(count).toHaveText("26 Standorte");
  await expect(filters.getByLabel("Land")).toHaveValue("");
  await page.goBack();
  await expect(count).toHaveText(`${ALL_LOCATIONS} Standorte`);
  await filters.getByLabel("Region").selectOption({ label: "Naher Osten und Afrika" });
  await expect(count).toHaveText("4 Standorte");
  await filters.getByLabel("Marke").selectOption({ label: "Strixa" });
  await expect(count).toHaveText("1 Standort");
  await page.getByRole("link", { name: "Filter zurücksetzen" }).click();
  await expect(page).toHaveURL(/\/de\/company\/locations$/);
  await expect(count).toHaveText(`${ALL_LOCATIONS} Standorte`);
});

test("markup in the address is shown as text and runs nothing", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const attack = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
  const response = await page.goto(
    `/en/company/locations?q=${encodeURIComponent(attack)}&country=${encodeURIComponent('"><svg onload=alert(3)>')}&brand=${"b".repeat(5000)}`,
  );
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("location-count")).toHaveText("No locations");
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(attack);
  await expect(
    page.getByRole("form", { name: "Filter locations" }).getByLabel("Country"),
  ).toHaveValue("");
  await expect(page.locator("img[src='x']")).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are a GET form the server answers, page cache or not", async ({ page }) => {
    await page.goto("/en/company/locations");
    const filters = page.getByRole("form", { name: "Filter locations" });
    await filters.getByLabel("Type").selectOption({ label: "Production" });
    await filters.getByLabel("Country").selectOption({ label: "Mexico" });
    await filters.getByRole("button", { name: "Show locations" }).click();
    await expect(page).toHaveURL(/\?brand=&type=production&country=mx&region=&q=$/);
    await expect(page.getByTestId("location-count")).toHaveText("1 location");
    await expect(results(page).getByRole("heading")).toHaveText(["Ferrion México S.A. de C.V."]);

    // A search is rendered for its own query; the filtered page before it is unchanged.
    await filters.getByLabel("Search").fill("santa rosa");
    await filters.getByLabel("Country").selectOption({ label: "All countries" });
    await filters.getByRole("button", { name: "Show locations" }).click();
    await expect(page.getByTestId("location-count")).toHaveText("1 location");
    await filters.getByLabel("Search").fill("no such place");
    await filters.getByRole("button", { name: "Show locations" }).click();
    await expect(page.getByTestId("location-count")).toHaveText("No locations");
    await expect(page.getByRole("link", { name: "Show all locations" })).toHaveAttribute(
      "href",
      "/en/company/locations",
    );
    await page.goto("/en/company/locations?type=production&country=mx&utm_source=x");
    await expect(page.getByTestId("location-count")).toHaveText("1 location");
    await page.goto("/en/company/locations?type=nonsense&country=Mexico");
    await expect(page.getByTestId("location-count")).toHaveText(`${ALL_LOCATIONS} locations`);
  });
});

test("axe finds no violation on the list, the map and the empty result", async ({ page }) => {
  await page.goto("/en/company/locations?type=distributor");
  await expect(page.getByTestId("location-count")).toHaveText("26 locations");
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/de/company/locations?q=atlantis");
  await expect(page.getByTestId("location-count")).toHaveText("Keine Standorte");
  expect(await axeViolations(page)).toEqual([]);
});
