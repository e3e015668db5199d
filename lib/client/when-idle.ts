/**
 * Runs `work` when the browser has nothing better to do (after the page's own work), or after a
 * second at the latest; gives the cancel. Browsers without requestIdleCallback wait a second.
 */
export function whenIdle(work: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(work, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1000);
  return () => clearTimeout(handle);
}
