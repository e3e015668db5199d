import type { Page } from "@playwright/test";

/** Marks the page's document; the mark survives client-side navigations only. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
}

/** Whether the page still shows the marked document: the last navigation was client-side. */
export function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { marker?: boolean }).marker === true);
}
