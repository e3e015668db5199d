import { expect, test } from "@playwright/test";

import { isHydrated } from "./support/hydration";
import { recordPrefetches } from "./support/prefetches";

// Links an editor writes in running text (spec 000 §2): a mail address is the browser's link,
// not a route of the site, and hovering it asks the server for nothing.
test("the contact page's e-mail address is a mail link, and hovering it prefetches nothing", async ({
  page,
}) => {
  await page.goto("/en/contact");
  const email = page.getByRole("main").getByRole("link", { name: "info@ferrion.example" });
  await expect(email).toHaveAttribute("href", "mailto:info@ferrion.example");
  await expect(email).not.toHaveAttribute("target", "_blank");
  await expect.poll(() => isHydrated(email)).toBe(true);

  const prefetches = recordPrefetches(page);
  await email.hover();
  await page.waitForLoadState("networkidle");
  expect(prefetches.count()).toBe(0);
});
