import { expect, test } from "@playwright/test";

const noFollow = { maxRedirects: 0 } as const;

test.describe("every door leads to the right page of the right site in the right language", () => {
  test("`/` follows the browser's language, then the locale the visitor chose last", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "de-CH" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/de-ch$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");

    await page.goto("/fr");
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
    await context.close();
  });

  test("`/` answers 302 to English when nothing else fits", async ({ request }) => {
    const response = await request.get("/", {
      ...noFollow,
      headers: { "accept-language": "ja" },
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/en");
  });

  test("an old link without a locale goes to the same page in the visitor's locale", async ({
    request,
  }) => {
    const response = await request.get("/company?from=mail", {
      ...noFollow,
      headers: { "accept-language": "de" },
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/\/de\/company\?from=mail$/);
  });

  test("a site reached by its slug shows its own navigation and languages", async ({ page }) => {
    const response = await page.goto("/en/north-america-events");
    expect(response?.status()).toBe(200);
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Trade shows 2027" })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/north-america-events\/trade-shows$/);
    // The events site speaks Spanish but not German.
    expect((await page.request.get("/es/north-america-events")).status()).toBe(200);
    expect((await page.request.get("/de/north-america-events")).status()).toBe(404);
  });

  test("a site's own domain serves that site without its slug", async ({ request }) => {
    const headers = { host: "events.ferrion.example" };
    const page = await request.get("/en/trade-shows", { headers });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("Trade shows 2027");
    // The main site's pages are not this site's.
    expect((await request.get("/en/company", { headers })).status()).toBe(404);
    const old = await request.get("/en/trade-shows/", { ...noFollow, headers });
    expect(old.headers().location).toBe("/en/trade-shows");
  });

  test("a trailing slash answers 301 to the path without it", async ({ request }) => {
    const response = await request.get("/en/company/?a=1", noFollow);
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/en\/company\?a=1$/);
  });

  test("?direct= finds a page by its id and answers 302 to its URL", async ({ page, request }) => {
    const response = await request.get("/de?direct=page-company-about", noFollow);
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/\/de\/company\/about-us$/);

    await page.goto("/en?direct=page-company-about");
    await expect(page).toHaveURL(/\/en\/company\/about-us$/);
    expect((await request.get("/en?direct=no-such-page")).status()).toBe(404);
  });

  test("a CMS redirect answers 301, inside the site or to an external address", async ({
    page,
    request,
  }) => {
    const internal = await request.get("/de/about", noFollow);
    expect(internal.status()).toBe(301);
    expect(internal.headers().location).toMatch(/\/de\/company\/about-us$/);
    await page.goto("/en/jobs");
    await expect(page).toHaveURL(/\/en\/careers\/open-positions$/);

    const external = await request.get("/en/linkedin", noFollow);
    expect(external.status()).toBe(301);
    expect(external.headers().location).toBe("https://www.linkedin.com/company/example");
  });

  test("a redirect to javascript: is refused: the visitor gets the 404 page", async ({ page }) => {
    const response = await page.goto("/en/old-evil");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/en\/old-evil$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });

  test("internal Next.js headers change nothing", async ({ request }) => {
    const forged = { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" };
    const page = await request.get("/en/company", { headers: forged });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("Company");
    const missing = await request.get("/en/no-such-page", { headers: forged });
    expect(missing.status()).toBe(404);
    const old = await request.get("/en/about", { ...noFollow, headers: forged });
    expect(old.status()).toBe(301);
  });

  test("a malformed percent-encoding is a 400 naming the problem", async ({ request }) => {
    const response = await request.get("/en/%ZZ");
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("malformed percent-encoding");
  });
});

test.describe("responses", () => {
  for (const path of ["/en/company", "/en/no-such-page", "/api/health/live", "/en/about"]) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const headers = (await request.get(path, noFollow)).headers();
      expect(headers["content-security-policy"]).toContain("object-src 'none'");
      expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    });
  }

  test("a public page is served from the page cache, compressed and revalidatable", async ({
    request,
  }) => {
    await request.get("/en/company");
    const cached = await request.get("/en/company", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(cached.headers()["content-encoding"]).toBe("gzip");
    const etag = cached.headers().etag ?? "";
    expect(etag).toMatch(/^".+"$/);
    expect(cached.headers()["x-middleware-rewrite"]).toBeUndefined();
    const again = await request.get("/en/company", { headers: { "if-none-match": etag } });
    expect(again.status()).toBe(304);
    // ?cache=false renders afresh: no shared copy, no ETag.
    const fresh = await request.get("/en/company?cache=false");
    expect(fresh.status()).toBe(200);
    expect(fresh.headers().etag).toBeUndefined();
  });

  test("a router prefetch does not count as choosing that locale", async ({ request }) => {
    const prefetch = await request.get("/de/company", {
      headers: { rsc: "1", "next-router-prefetch": "1" },
    });
    const cookies = prefetch.headersArray().filter((header) => header.name === "set-cookie");
    expect(cookies.map((cookie) => cookie.value).join("\n")).not.toMatch(/ferrion-locale-/);
  });

  test("the locale is remembered per site in a cookie; ?testing=true sets test mode", async ({
    request,
  }) => {
    const page = await request.get("/de-ch/company?testing=true");
    const cookies = page.headersArray().filter((header) => header.name === "set-cookie");
    expect(cookies.map((cookie) => cookie.value).join("\n")).toMatch(/ferrion-locale-\w+=de-ch/);
    expect(cookies.map((cookie) => cookie.value).join("\n")).toMatch(/ferrion-testing=true/);
  });
});
