import type { Locator } from "@playwright/test";

/**
 * Whether React has taken over an element of the server's HTML (it keeps the element's props
 * on it once hydrated): before that, a click or key on it does nothing. An AppLink is followed
 * by the page's link listeners, which mark `<html>` once they listen.
 */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate(
    (node) =>
      Object.keys(node).some((key) => key.startsWith("__reactProps")) &&
      (!node.matches("a[data-app-link]") ||
        document.documentElement.hasAttribute("data-app-links")),
  );
}
