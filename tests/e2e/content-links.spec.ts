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

// Spec 000 §2: a product link (demo: the cutting & stripping page's call to action) opens the
// product at its classification route, and a CMS redirect to a product link (demo: the old
// product address /products/cs-3100) lands there, in the visitor's locale.
const CS_3100_ROUTE = "/products/cutting-stripping/fully-automatic/cs-3100";

test("a CMS product link opens the product page, and a redirect to a product link lands on it", async ({
  page,
  request,
}) => {
  await page.goto("/en/expertise/cutting-stripping");
  const productLink = page.getByRole("main").getByRole("link", { name: "Meet the CS 3100" });
  await expect(productLink).toHaveAttribute("href", `/en${CS_3100_ROUTE}`);
  await productLink.click();
  await expect(page).toHaveURL(`/en${CS_3100_ROUTE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ferrion CS 3100 Cut & Strip");

  await page.goto("/de/expertise/cutting-stripping");
  await expect(page.getByRole("main").getByRole("link", { name: "Zum CS 3100" })).toHaveAttribute(
    "href",
    `/de${CS_3100_ROUTE}`,
  );

  const redirect = await request.get("/de-ch/products/cs-3100", { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()["location"]).toBe(`/de-ch${CS_3100_ROUTE}`);
  const landed = await page.goto("/en/products/cs-3100");
  expect(landed?.status()).toBe(200);
  await expect(page).toHaveURL(`/en${CS_3100_ROUTE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ferrion CS 3100 Cut & Strip");
});
