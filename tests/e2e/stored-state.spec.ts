import { expect, test } from "@playwright/test";

// Issue 17: what a visitor's browser keeps is what the visitor chose. A store's empty state is not
// written, so the pages after the first do not load the validation code to read back nothing.
test("a visitor who only reads pages leaves nothing in local storage", async ({ page }) => {
  const stored = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("ferrion.")));
  for (const path of ["/en", "/en/products/cutting-stripping/fully-automatic/cs-3100"]) {
    await page.goto(path);
    // After hydration the stores read what is stored and the news marker checks the feed.
    await page.waitForLoadState("networkidle");
    expect(await stored()).toEqual([]);
  }

  await page.getByRole("group", { name: "Measurement system" }).getByText("Imperial").click();
  await expect.poll(stored).toEqual(["ferrion.measurement-system"]);
});
