import { expect, test } from "@playwright/test";

const VALID = { localeCode: "en", siteSlug: "", query: "crimp", page: 1 };
const ROUTES = ["/api/search-proxy/search", "/api/search-proxy/suggest"] as const;

test.describe("search proxy API", () => {
  test("answers records: title without the brand suffix, the query's words emphasized", async ({
    request,
  }) => {
    const response = await request.post(ROUTES[0], { data: VALID });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ query: "crimp", page: 1 });
    expect(body.total).toBeGreaterThan(10);
    expect(body.records).toHaveLength(10);
    for (const record of body.records) {
      expect(record.title).not.toMatch(/\| Ferrion$/);
      expect(record.url).toMatch(/^\/en\//);
    }
    expect(
      body.records.some((r: { description: string }) => /<em>crimp/i.test(r.description)),
    ).toBe(true);
    const next = await (await request.post(ROUTES[0], { data: { ...VALID, page: 2 } })).json();
    expect(next.page).toBe(2);
    expect(next.records[0].url).not.toBe(body.records[0].url);

    const suggest = await request.post(ROUTES[1], { data: { ...VALID, query: "cri" } });
    expect(suggest.status()).toBe(200);
    expect((await suggest.json()).records.length).toBeGreaterThan(0);
  });

  test("a query with HTML is searched as text and comes back escaped", async ({ request }) => {
    const response = await request.post(ROUTES[0], {
      data: { ...VALID, query: '<script>alert(1)</script> crimp "x"' },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      query: string;
      records: { title: string; description: string }[];
    };
    // The query is echoed as data; in the records only <em> is markup, everything else escaped.
    expect(body.query).toBe('<script>alert(1)</script> crimp "x"');
    expect(body.records.length).toBeGreaterThan(0);
    for (const record of body.records) {
      expect(record.description.replace(/<\/?em>/g, "")).not.toMatch(/[<>]/);
    }
  });

  const badBodies: [string, unknown, string][] = [
    ["an empty query", { ...VALID, query: "" }, "query"],
    ["a blank query", { ...VALID, query: "   " }, "query"],
    ["a query of 100 kB", { ...VALID, query: "crimp ".repeat(17_000) }, "query"],
    ["a number as query", { ...VALID, query: 42 }, "query"],
    ["an array as query", { ...VALID, query: ["crimp"] }, "query"],
    ["an object as query", { ...VALID, query: { $regex: ".*" } }, "query"],
    ["null as query", { ...VALID, query: null }, "query"],
    ["no query", { localeCode: "en", siteSlug: "" }, "query"],
    ["page 0", { ...VALID, page: 0 }, "page"],
    ["page -1", { ...VALID, page: -1 }, "page"],
    ["page 1.5", { ...VALID, page: 1.5 }, "page"],
    ["page 1e9", { ...VALID, page: 1e9 }, "page"],
    ["page as text", { ...VALID, page: "2" }, "page"],
    ["a malformed locale", { ...VALID, localeCode: "<en>" }, "localeCode"],
    ["a locale the site lacks", { ...VALID, localeCode: "ja" }, "localeCode"],
    ["an unknown site", { ...VALID, siteSlug: "nowhere" }, "siteSlug"],
    ["a site slug with a path", { ...VALID, siteSlug: "../../etc" }, "siteSlug"],
    ["an array as body", [VALID], "request"],
  ];

  for (const [name, data, field] of badBodies) {
    test(`refuses ${name} with a 400 naming ${field}`, async ({ request }) => {
      for (const route of ROUTES) {
        if (route.endsWith("suggest") && field === "page") continue;
        const response = await request.post(route, { data });
        expect(response.status(), `${route}`).toBe(400);
        expect(response.headers()["content-type"]).toContain("application/json");
        expect(await response.json()).toMatchObject({ error: "Invalid request", field });
      }
    });
  }

  test("a page past the last one is an empty result, not an error", async ({ request }) => {
    const response = await request.post(ROUTES[0], { data: { ...VALID, page: 100 } });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.records).toEqual([]);
    expect(body.total).toBeGreaterThan(0);
  });

  const badRequests: [string, Record<string, string>, string, number][] = [
    ["malformed JSON", { "content-type": "application/json" }, '{"query": "crimp', 400],
    ["an empty body", { "content-type": "application/json" }, "", 400],
    ["plain text", { "content-type": "text/plain" }, JSON.stringify(VALID), 415],
    ["a form", { "content-type": "application/x-www-form-urlencoded" }, "query=crimp", 415],
    ["a body of 1 MB", { "content-type": "application/json" }, `"${"x".repeat(1_000_000)}"`, 413],
  ];

  for (const [name, headers, body, status] of badRequests) {
    test(`refuses ${name} with ${status} JSON`, async ({ request }) => {
      for (const route of ROUTES) {
        const response = await request.post(route, { headers, data: body });
        expect(response.status(), route).toBe(status);
        const json = await response.json();
        expect(json.error).toEqual(expect.any(String));
        expect(json.message).toEqual(expect.any(String));
      }
    });
  }

  test("other methods are not allowed, and nothing answers 5xx", async ({ request }) => {
    for (const route of ROUTES) {
      const response = await request.get(route);
      expect(response.status()).toBe(405);
    }
  });
});
