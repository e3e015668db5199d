import { type APIRequestContext, expect, test } from "@playwright/test";

interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

/** The <url> entries of a sitemap: loc plus hreflang → href. */
function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? "",
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      ),
    ),
  }));
}

async function sitemapOf(request: APIRequestContext, host?: string) {
  const response = await request.get("/sitemap.xml", host ? { headers: { host } } : undefined);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  return parseSitemap(xml);
}

function pathOf(url: string) {
  return new URL(url).pathname;
}

test("robots.txt names the absolute sitemap URL", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1(:\d+)?\/sitemap\.xml$/m);
});

test("the main site's sitemap lists its pages in every language with hreflang alternates", async ({
  request,
}) => {
  const urls = await sitemapOf(request);
  const paths = urls.map((url) => pathOf(url.loc));

  for (const path of [
    "/en",
    "/de",
    "/fr",
    "/en/industries/automotive/wire-harness",
    "/de/company/about-us",
    // Pages only in the footer navigation.
    "/en/imprint",
    "/de/support",
  ]) {
    expect(paths).toContain(path);
  }
  // Hidden items, pages for one country only and other sites' pages are no public pages here.
  expect(paths).not.toContain("/en/careers/graduate-programme");
  expect(paths).not.toContain("/en/company/mexico");
  expect(paths.some((path) => path.includes("north-america-events"))).toBe(false);
  expect(urls.every((url) => url.loc.startsWith("http://127.0.0.1"))).toBe(true);
  expect(new Set(paths).size).toBe(paths.length);

  const about = urls.find((url) => pathOf(url.loc) === "/de/company/about-us");
  expect(Object.keys(about?.alternates ?? {}).sort()).toEqual(["de", "en", "fr", "x-default"]);
  expect(pathOf(about?.alternates.en ?? "")).toBe("/en/company/about-us");
  expect(pathOf(about?.alternates["x-default"] ?? "")).toBe("/en/company/about-us");
});

test("a site with its own domain gets a sitemap of its own pages on that domain", async ({
  request,
}) => {
  const urls = await sitemapOf(request, "events.ferrion.example");
  const locs = urls.map((url) => url.loc);
  expect(locs).toContain("http://events.ferrion.example/en/trade-shows");
  expect(locs).toContain("http://events.ferrion.example/es/trade-shows/wire-expo-chicago");
  // The events site is not offered in German.
  expect(locs.some((loc) => pathOf(loc).startsWith("/de"))).toBe(false);
  expect(locs.some((loc) => loc.includes("/industries"))).toBe(false);

  const tradeShows = urls.find((url) => url.loc.endsWith("/es/trade-shows"));
  expect(tradeShows?.alternates).toEqual({
    en: "http://events.ferrion.example/en/trade-shows",
    es: "http://events.ferrion.example/es/trade-shows",
    "x-default": "http://events.ferrion.example/en/trade-shows",
  });

  const robots = await request.get("/robots.txt", { headers: { host: "events.ferrion.example" } });
  expect(await robots.text()).toContain("Sitemap: http://events.ferrion.example/sitemap.xml");
});

test("a content page names its canonical URL, language versions and link preview", async ({
  page,
}) => {
  await page.goto("/de/company/about-us");
  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /^http:\/\/127\.0\.0\.1(:\d+)?\/de\/company\/about-us$/,
  );
  for (const [hreflang, path] of [
    ["en", "/en/company/about-us"],
    ["de", "/de/company/about-us"],
    ["x-default", "/en/company/about-us"],
  ] as const) {
    await expect(head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
      "href",
      new RegExp(`${path.replace(/\//g, "\\/")}$`),
    );
  }
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "Über uns | Ferrion",
  );
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    /\/de\/company\/about-us$/,
  );
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    /Ferrion AG/,
  );
  await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /Ferrion AG/);

  const organization = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data["@type"] === "Organization");
  expect(organization).toMatchObject({ name: "Ferrion", logo: expect.stringMatching(/^http/) });
});
