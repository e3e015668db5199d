import type { Page } from "@playwright/test";

/**
 * The pages the router prefetched since this was called, in the order it asked for them: every
 * request with `Next-Router-Prefetch` or `Next-Router-Segment-Prefetch` (a page's route tree
 * and its segments are several requests for one page).
 */
export function recordPrefetches(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    const headers = request.headers();
    if (headers["next-router-prefetch"] || headers["next-router-segment-prefetch"]) {
      paths.push(new URL(request.url()).pathname);
    }
  });
  return {
    /** Each prefetched page once, sorted. */
    pages: () => [...new Set(paths)].sort(),
    /** How many prefetch requests were sent, for one page or for all. */
    count: (path?: string) => paths.filter((prefetched) => !path || prefetched === path).length,
  };
}

/**
 * Makes the page see a connection with these Network Information hints (`navigator.connection`)
 * from its first script on: `{ saveData: true }`, `{ effectiveType: "2g" }`.
 */
export async function emulateConnection(
  page: Page,
  hints: { saveData?: boolean; effectiveType?: string },
) {
  await page.addInitScript((fakeHints) => {
    const fake = Object.assign(new EventTarget(), { saveData: false, ...fakeHints });
    Object.defineProperty(Navigator.prototype, "connection", { get: () => fake });
  }, hints);
}

/**
 * Scrolls from the top of the page to its end half a screen at a time, each step seen by the
 * browser (two frames), as a visitor reading the page does; the pointer stays where it is.
 */
export async function scrollThroughPage(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
      await frame();
    }
    scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  });
}
