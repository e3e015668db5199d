import { expect, type Locator, type Page } from "@playwright/test";

/** Presses Tab until the target has focus; fails when it is not reached within a page's worth. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}
