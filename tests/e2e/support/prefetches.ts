import type { Page } from "@playwright/test";

/**
 * The pages the router asked the server for since this was called, in the order it asked: every
 * request with `RSC` — a page's route tree (`Next-Router-Segment-Prefetch`), the page itself
 * prefetched in full on intent (no prefetch header: a full prefetch is the request a click would
 * send), and a click's own navigation when nothing was prefetched.
 */
export function recordPrefetches(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["rsc"]) paths.push(new URL(request.url()).pathname);
  });
  return {
    /** Each prefetched page once, sorted. */
    pages: () => [...new Set(paths)].sort(),
    /** How many requests were sent, for one page or for all. */
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
