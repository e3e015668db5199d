import type { Locator } from "@playwright/test";

/**
 * Whether React has taken over an element of the server's HTML (it keeps the element's props
 * on it once hydrated): before that, a click or key on it does nothing.
 */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) =>
    Object.keys(node).some((key) => key.startsWith("__reactProps")),
  );
}
