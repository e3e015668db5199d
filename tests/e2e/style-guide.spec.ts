import { expect, type Page, test } from "@playwright/test";

/** Spec 001 §9, with the product theme under the product's name. */
const THEMES = [
  "Default",
  "Copper",
  "Ferrion",
  "Light_Blue",
  "Iqc",
  "Adaptronic",
  "Cirris",
  "Diit",
  "Hosver",
  "Komax",
  "Schleuniger",
];

const PAGES: Array<[path: string, heading: string]> = [
  ["/style-guide", "Style guide"],
  ["/style-guide/inputs", "Inputs"],
  ["/style-guide/buttons", "Buttons"],
  ["/style-guide/modules", "Modules"],
  ["/style-guide/components", "Components"],
  ["/style-guide/typography", "Typography"],
  ["/style-guide/pages/error", "We are sorry"],
];

for (const [path, heading] of PAGES) {
  test(`${path} answers 200 without a locale prefix and shows "${heading}"`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  });
}

function themeSamples(page: Page, sample: string, theme: string) {
  return page.getByRole("region", { name: `${sample} in the ${theme} theme`, exact: true });
}

test("the overview links every page of the style guide and shows every theme", async ({ page }) => {
  await page.goto("/style-guide");
  for (const [path, heading] of PAGES.slice(1)) {
    const name = heading === "We are sorry" ? "Error page" : heading;
    await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      path,
    );
  }
  for (const theme of THEMES) {
    await expect(page.locator(`li[data-theme="${theme}"]`)).toContainText(theme);
  }
  await page.getByRole("main").getByRole("link", { name: "Buttons", exact: true }).click();
  await expect(page).toHaveURL(/\/style-guide\/buttons$/);
});

test("buttons are shown in each theme, in the theme's colours", async ({ page }) => {
  await page.goto("/style-guide/buttons");
  for (const theme of THEMES) {
    const samples = themeSamples(page, "Variants", theme);
    await expect(samples.getByRole("button", { name: "Request a quote" }).first()).toBeVisible();
  }
  const primaryIn = (theme: string) =>
    themeSamples(page, "Variants", theme).getByRole("button", { name: "Request a quote" }).first();
  await expect(primaryIn("Default")).toHaveCSS("background-color", "rgb(11, 31, 58)");
  await expect(primaryIn("Copper")).toHaveCSS("background-color", "rgb(138, 79, 28)");
  await expect(primaryIn("Komax")).toHaveCSS("background-color", "rgb(200, 16, 46)");
});

test("a loading button is busy, disabled, keeps its width and shows a spinner turning every 1080 ms", async ({
  page,
}) => {
  await page.goto("/style-guide/buttons");
  const states = themeSamples(page, "States", "Default");
  const loading = states.locator("button[aria-busy=true]").first();
  await expect(loading).toBeDisabled();
  await expect(loading).toHaveAccessibleName("Loading…");
  await expect(loading.getByText("Request a quote")).toBeHidden();
  const spinner = loading.getByTestId("spinner");
  await expect(spinner).toBeVisible();
  await expect(spinner).toHaveCSS("animation-duration", "1.08s");
  const disabled = states.getByRole("button", { name: "Request a quote" });
  await expect(disabled).toBeDisabled();
  const [loadingBox, disabledBox] = await Promise.all([
    loading.boundingBox(),
    disabled.boundingBox(),
  ]);
  expect(Math.abs((loadingBox?.width ?? 0) - (disabledBox?.width ?? -10))).toBeLessThan(1);
  // Presentation only: it looks like a button but is none.
  await expect(states.getByText("Request a quote", { exact: true }).last()).toBeVisible();
  await expect(states.getByRole("button")).toHaveCount(3);
});

test("icons come in sizes 16 and 24, flash messages behave as the spec says", async ({ page }) => {
  await page.goto("/style-guide/components");
  const icons = themeSamples(page, "Icons", "Ferrion");
  await expect(icons.locator('svg[data-icon="arrow-right-16"]')).toHaveAttribute("width", "16");
  await expect(icons.locator('svg[data-icon="arrow-right-24"]')).toHaveAttribute("width", "24");

  const messages = themeSamples(page, "Flash messages", "Ferrion");
  const info = messages.getByRole("status").filter({ hasText: "Scheduled maintenance" });
  await expect(info).toContainText("Saturday from 8 to 10 pm");
  await expect(info.locator("strong")).toHaveText("Saturday from 8 to 10 pm");
  await expect(info.getByRole("button", { name: "Close message" })).toHaveCount(0);
  await expect(info.getByRole("link", { name: "See the maintenance notice" })).toHaveAttribute(
    "href",
    "/style-guide/pages/error",
  );

  const error = messages.getByRole("alert");
  await expect(error).toContainText("Sending failed");

  const success = messages.getByRole("status").filter({ hasText: "Thank you" });
  await success.getByRole("button", { name: "Got it" }).click();
  await expect(success).toHaveCount(0);
  await error.getByRole("button", { name: "Close message" }).click();
  await expect(messages.getByRole("alert")).toHaveCount(0);
  for (const theme of THEMES) {
    await expect(themeSamples(page, "Flash messages", theme).getByRole("alert")).toHaveCount(
      theme === "Ferrion" ? 0 : 1,
    );
  }
});

test("a floating flash message hides itself after 7000 ms", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-11-22T10:00:00Z") });
  await page.goto("/style-guide/components");
  // Time stands still from here on, and moves only when the test says so.
  await page.clock.pauseAt(new Date("2026-11-22T10:01:00Z"));
  await page.getByRole("button", { name: "Show a floating message" }).click();
  const floating = page.getByRole("status").filter({ hasText: "Added to the comparison" });
  await expect(floating).toBeVisible();
  await expect(floating).toHaveCSS("position", "fixed");
  await page.clock.runFor(6_900);
  await expect(floating).toBeVisible();
  await page.clock.runFor(200);
  await expect(floating).toHaveCount(0);
});

test("modules render from sample content in every theme", async ({ page }) => {
  await page.goto("/style-guide/modules");
  const themes = page.locator("details[data-theme]");
  await expect(themes).toHaveCount(THEMES.length);
  const defaultTheme = page.locator('details[data-theme="Default"]');
  await expect(
    defaultTheme.getByRole("heading", { name: "Precision from the first cut to the last crimp" }),
  ).toBeVisible();
  for (const heading of ["Rich text", "Teaser cards", "Key figures", "Accordion", "Downloads"]) {
    await expect(defaultTheme.getByRole("heading", { name: heading })).toBeVisible();
  }
  const komax = page.locator('details[data-theme="Komax"]');
  await expect(komax.getByRole("heading", { name: "Call to action" })).toBeHidden();
  await komax.getByText("Komax theme").click();
  await expect(komax.getByRole("heading", { name: "Call to action" })).toBeVisible();
});

test("the error page shows overline, title, a static maintenance notice and a link home", async ({
  page,
}) => {
  await page.goto("/style-guide/pages/error");
  const main = page.getByRole("main");
  await expect(main.getByText("Maintenance", { exact: true })).toBeVisible();
  const notice = main.getByRole("status");
  await expect(notice).toContainText("Our website is currently in maintenance");
  await expect(notice.getByRole("button")).toHaveCount(0);
  await expect(main.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
    "href",
    "/",
  );
});
