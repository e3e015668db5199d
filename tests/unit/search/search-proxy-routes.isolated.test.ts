import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readConfig } from "@/local-services/config.mjs";
import { startServer } from "@/local-services/server.mjs";

type Route = (request: Request) => Promise<Response>;

let services: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
let search: Route;
let suggest: Route;
let searchConfig: { apiUrl: string };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "search-proxy-test-"));
  services = await startServer({
    config: { ...readConfig({ LOCAL_SERVICES_DATA_DIR: dataDir }), port: 0 },
    log: { log() {}, warn() {}, error() {} },
  });
  // The configuration is read once, when the routes are first imported.
  process.env.LOCAL_SERVICES_URL = services.url;
  process.env.CONTENT_API_URL = "";
  process.env.LOG_LEVEL = "error";
  search = (await import("@/app/api/search-proxy/search/route")).POST;
  suggest = (await import("@/app/api/search-proxy/suggest/route")).POST;
  searchConfig = (await import("@/lib/config")).config.search;
}, 30_000);

afterAll(async () => {
  await services.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function post(route: Route, body: unknown, query = "") {
  return route(
    new Request(`http://127.0.0.1/api/search-proxy${query}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

describe("POST /api/search-proxy/search and /suggest", () => {
  it("answers formatted hits: no brand suffix, the query's words emphasized, localized URLs", async () => {
    const response = await post(search, { localeCode: "de", siteSlug: "", query: "über uns" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ query: "über uns", page: 1 });
    expect(body.total).toBeGreaterThan(0);
    expect(body.records[0]).toMatchObject({ title: "Über uns", url: "/de/company/about-us" });
    const emphasized = body.records.map((record: { description: string }) => record.description);
    expect(emphasized.join(" ")).toMatch(/<em>(über|Über|uns)<\/em>/);
  });

  it("puts the site slug into the URLs of a site reached by slug", async () => {
    const response = await post(search, {
      localeCode: "en",
      siteSlug: "north-america-events",
      query: "wire expo",
      page: 1,
    });
    const body = await response.json();
    expect(body.records[0].url).toBe("/en/north-america-events/trade-shows/wire-expo-chicago");
  });

  it("answers an empty page past the last one", async () => {
    const body = await (
      await post(search, { localeCode: "en", siteSlug: "", query: "crimp", page: 100 })
    ).json();
    expect(body.records).toEqual([]);
    expect(body.total).toBeGreaterThan(0);
  });

  it("suggests titles without the brand suffix", async () => {
    const response = await post(suggest, { localeCode: "en", siteSlug: "", query: "cri" });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.records.length).toBeGreaterThan(0);
    for (const record of body.records) expect(record.title).not.toContain("| Ferrion");
    // Choosing a suggestion searches for its title: each title once, at most eight.
    const titles = body.records.map((record: { title: string }) => record.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.length).toBeLessThanOrEqual(8);
  });

  it.each([
    ["an unknown site", { localeCode: "en", siteSlug: "nowhere", query: "x" }, "siteSlug"],
    ["a language the site lacks", { localeCode: "ja", siteSlug: "", query: "x" }, "localeCode"],
    ["a hidden country", { localeCode: "de-zz", siteSlug: "", query: "x" }, "localeCode"],
  ])("refuses %s with 400 naming the field", async (_case, body, field) => {
    for (const route of [search, suggest]) {
      const response = await post(route, body);
      expect(response.status).toBe(400);
      expect((await response.json()).field).toBe(field);
    }
  });

  it("honours ?cache=false and ?cache=clear, and refuses other values naming cache", async () => {
    const body = { localeCode: "en", siteSlug: "", query: "crimp" };
    for (const query of ["?cache=false", "?cache=clear"]) {
      expect((await post(search, body, query)).status).toBe(200);
    }
    const refused = await post(search, body, "?cache=never");
    expect(refused.status).toBe(400);
    expect((await refused.json()).field).toBe("cache");
  });

  it("answers 503 JSON when the search service is down", async () => {
    const working = searchConfig.apiUrl;
    searchConfig.apiUrl = `${services.url}/no-search-here`;
    try {
      for (const route of [search, suggest]) {
        const response = await post(route, { localeCode: "en", siteSlug: "", query: "zzq" });
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          error: "Service unavailable",
          message: "The search service is unavailable; try again later.",
        });
      }
    } finally {
      searchConfig.apiUrl = working;
    }
  });
});
