import { expect, type APIResponse, test } from "@playwright/test";

interface Item {
  id: string;
  title: string;
  hidden: boolean;
  countries: string[];
  sectionIds: string[];
  items: Item[];
}

function titles(items: Item[]): string[] {
  return items.flatMap((item) => [item.title, ...titles(item.items)]);
}

async function expectError(response: APIResponse, status: number, body: Record<string, string>) {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toContain("application/json");
  const json = await response.json();
  expect(json).toMatchObject(body);
  expect(JSON.stringify(json)).not.toMatch(/at .*\.(js|ts):\d+|ECONNREFUSED/);
}

test.describe("public site navigation", () => {
  test("answers the header and footer for visitors: hidden items and other countries left out", async ({
    request,
  }) => {
    const response = await request.get("/api/site-navigation/public/site-main?lang=en");
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ siteId: "site-main", language: "en", stage: "PUBLISHED" });
    const header = titles(body.header.items);
    expect(header).toEqual(expect.arrayContaining(["Home", "Industries", "Company", "Careers"]));
    expect(header).not.toContain("Graduate programme");
    expect(header).not.toContain("Ferrion Mexico");
    expect(body.header.items.filter((item: Item) => item.title === "Home")).toHaveLength(1);
    expect(titles(body.footer.items)).toEqual(expect.arrayContaining(["Imprint"]));
    expect(body.footer.sections[0]).toMatchObject({ id: "section-footer-social" });
  });

  test("shows a country's own items with the country parameter", async ({ request }) => {
    const mexico = await request.get("/api/site-navigation/public/site-main?lang=en&country=mx");
    expect(titles((await mexico.json()).header.items)).toContain("Ferrion Mexico");

    const usa = await (
      await request.get("/api/site-navigation/public/site-main?lang=en&country=US")
    ).json();
    const homes = usa.header.items.filter((item: Item) => item.title === "Home");
    expect(homes.map((item: Item) => item.countries)).toEqual([[], ["US"]]);
    expect(titles(usa.header.items)).not.toContain("Ferrion Mexico");
  });

  test("answers in the site's languages, with the cache parameters honoured", async ({
    request,
  }) => {
    const german = await request.get("/api/site-navigation/public/site-main?lang=de&cache=clear");
    expect(german.status()).toBe(200);
    expect(german.headers()["cache-control"]).toBe("no-store");
    expect(titles((await german.json()).header.items)).toContain("Unternehmen");

    const events = await request.get(
      "/api/site-navigation/public/site-north-america-events?lang=es&cache=false",
    );
    expect(events.status()).toBe(200);
    expect((await events.json()).siteId).toBe("site-north-america-events");
  });

  test("refuses bad input with 400 naming the field", async ({ request }) => {
    await expectError(await request.get("/api/site-navigation/public/site-main"), 400, {
      error: "Invalid request",
      field: "lang",
    });
    await expectError(
      await request.get("/api/site-navigation/public/site-main?lang=english"),
      400,
      {
        field: "lang",
      },
    );
    await expectError(
      await request.get("/api/site-navigation/public/site-main?lang=en&stage=LIVE"),
      400,
      { field: "stage" },
    );
    await expectError(
      await request.get("/api/site-navigation/public/site-main?lang=en&cache=maybe"),
      400,
      { field: "cache" },
    );
    await expectError(
      await request.get("/api/site-navigation/public/site-main?lang=en&country=USA"),
      400,
      { field: "country" },
    );
    await expectError(await request.get("/api/site-navigation/public/site%20main?lang=en"), 400, {
      field: "siteId",
    });
  });

  test("keeps drafts for the editor area: 403", async ({ request }) => {
    await expectError(
      await request.get("/api/site-navigation/public/site-main?lang=en&stage=DRAFT"),
      403,
      { error: "Forbidden", field: "stage" },
    );
  });

  test("answers 404 for an unknown site or a language the site does not speak", async ({
    request,
  }) => {
    await expectError(await request.get("/api/site-navigation/public/no-such-site?lang=en"), 404, {
      error: "Not found",
      field: "siteId",
    });
    await expectError(await request.get("/api/site-navigation/public/site-main?lang=es"), 404, {
      error: "Not found",
      field: "lang",
    });
  });
});

test.describe("public navigation sections", () => {
  test("answers sections in the order asked, an unknown one empty", async ({ request }) => {
    const response = await request.get(
      "/api/site-navigation/public/section/section-industries-quicklinks,no-such-section,section-footer-social?lang=de",
    );
    expect(response.status()).toBe(200);
    const { sections } = await response.json();
    expect(sections.map((section: { id: string }) => section.id)).toEqual([
      "section-industries-quicklinks",
      "no-such-section",
      "section-footer-social",
    ]);
    expect(sections[0]).toMatchObject({ title: "Direkt zu" });
    expect(sections[0].links.length).toBeGreaterThan(0);
    expect(sections[1]).toEqual({ id: "no-such-section", title: "", links: [] });
    expect(sections[2]).toMatchObject({ title: "Folgen Sie uns" });
  });

  test("refuses bad input", async ({ request }) => {
    await expectError(await request.get("/api/site-navigation/public/section/a,,b?lang=en"), 400, {
      field: "ids",
    });
    await expectError(
      await request.get("/api/site-navigation/public/section/section-footer-social"),
      400,
      { field: "lang" },
    );
    await expectError(
      await request.get(
        "/api/site-navigation/public/section/section-footer-social?lang=en&stage=DRAFT",
      ),
      403,
      { field: "stage" },
    );
  });
});
