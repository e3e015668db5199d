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

// One URL per page: the footer lists About us, Locations and Investors, pages of the header's
// Company menu; their links and the footer's own paths lead to the header's path.
test("the footer links a company page at its one address, and its footer path redirects there", async ({
  page,
  request,
}) => {
  await page.goto("/en");
  const footer = page.getByRole("navigation", { name: "Footer navigation" });
  await expect(footer.getByRole("link", { name: "About us" })).toHaveAttribute(
    "href",
    "/en/company/about-us",
  );
  for (const [footerPath, path] of [
    ["/en/about-us", "/en/company/about-us"],
    ["/en/locations?country=de", "/en/company/locations?country=de"],
    ["/en/investors", "/en/company/investors"],
  ] as const) {
    const response = await request.get(footerPath, { maxRedirects: 0 });
    expect(response.status(), footerPath).toBe(301);
    expect(response.headers()["location"], footerPath).toBe(path);
  }
});
