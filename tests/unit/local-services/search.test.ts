import { describe, expect, it } from "vitest";

import {
  CONTENT_SEED_DIR,
  CONTENT_ASSETS_DIR,
} from "../../../local-services/content/seed-reader.mjs";
import { createContentService } from "../../../local-services/content/service.mjs";
import { createPimService } from "../../../local-services/pim/service.mjs";
import { createSearchService } from "../../../local-services/search/service.mjs";
import { storeSeededOnce, TEST_ORIGIN, TEST_TOKEN, testStore } from "./helpers";

interface SearchRecord {
  title: string;
  description: string;
  url: string;
  type: string;
}
interface SearchAnswer {
  total: number;
  page: number;
  pageCount: number;
  records: SearchRecord[];
}

/** A story and a media release of our own, so these tests do not depend on the seed's. */
const ARTICLES = [
  {
    model: "Story",
    id: "story-search-test",
    stage: "PUBLISHED",
    data: {
      slug: "quiet-crimping-in-querétaro",
      title: { en: "Quiet crimping in Querétaro", de: "Leises Crimpen in Querétaro" },
      leadText: {
        en: "A plant that hums instead of bangs.",
        de: "Ein Werk, das summt statt knallt.",
      },
      modules: {
        en: [{ __typename: "RichTextModule", body: { markdown: "x", text: "Zanzibar harness" } }],
        de: [{ __typename: "RichTextModule", body: { markdown: "x", text: "Sansibar Kabelbaum" } }],
      },
    },
  },
  {
    model: "MediaRelease",
    id: "release-search-test",
    stage: "PUBLISHED",
    data: {
      slug: "half-year-results-quokka",
      title: {
        en: "Half-year results: the quokka quarter",
        de: "Halbjahresergebnis: Quokka-Quartal",
      },
      leadText: { en: "Orders up twelve percent.", de: "Bestellungen zwölf Prozent höher." },
      adhoc: true,
      modules: { en: [] },
    },
  },
];

/** The real content seed, the demo catalogue and ARTICLES, seeded once for the file. */
const seeded = storeSeededOnce((store) => {
  createContentService({
    store,
    origin: () => TEST_ORIGIN,
    token: TEST_TOKEN,
    seedDir: CONTENT_SEED_DIR,
    assetsDir: CONTENT_ASSETS_DIR,
  }).seed();
  createPimService({ store, origin: () => TEST_ORIGIN }).seed();
  store.putDocuments("content", ARTICLES);
});

/** The real content seed and demo catalogue in a temp store, with the search service on top. */
function createTestSearch() {
  const store = testStore(seeded.copy());
  const service = createSearchService({ store });

  async function call(path: string, body: unknown, contentType = "application/json") {
    const response = await fetchThrough(service, path, body, contentType);
    return response;
  }
  const search = async (body: Record<string, unknown>) =>
    (await call("/search/query", body)).body as unknown as SearchAnswer;
  const suggest = async (body: Record<string, unknown>) =>
    (await call("/search/suggest", body)).body as unknown as { records: SearchRecord[] };
  return { store, service, call, search, suggest };
}

/** Drives the service's HTTP handler with a minimal request and response. */
async function fetchThrough(
  service: ReturnType<typeof createSearchService>,
  path: string,
  body: unknown,
  contentType: string,
  method = "POST",
): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = typeof body === "string" ? body : JSON.stringify(body);
  const req = Object.assign(
    (async function* () {
      yield Buffer.from(payload);
    })(),
    { method, headers: { "content-type": contentType } },
  );
  let status = 0;
  let text = "";
  const res = {
    headersSent: false,
    writeHead(code: number) {
      status = code;
    },
    end(chunk?: string) {
      text = chunk ?? "";
    },
  };
  const handled = await service.handle(req as never, res as never, path);
  if (!handled) return { status: 404, body: {} };
  return { status, body: JSON.parse(text) as Record<string, unknown> };
}

const urls = (answer: { records: SearchRecord[] }) => answer.records.map((record) => record.url);

describe("search stand-in: what is indexed", () => {
  it("finds the main site's content pages at their navigation paths, title with the brand", async () => {
    const { search } = createTestSearch();
    const answer = await search({ site: "", locale: "en", query: "about us" });
    expect(answer.records[0]).toMatchObject({
      title: "About us | Ferrion",
      url: "/company/about-us",
      type: "page",
    });
  });

  it("answers German content in German, with English where a page has no German", async () => {
    const { search } = createTestSearch();
    const german = await search({ site: "", locale: "de-CH", query: "über uns" });
    expect(german.records[0]).toMatchObject({
      title: "Über uns | Ferrion",
      url: "/company/about-us",
    });
    const folded = await search({ site: "", locale: "de", query: "uber uns" });
    expect(folded.records[0]?.url).toBe("/company/about-us");
  });

  it("keeps each site's pages to that site; stories, releases and the catalogue belong to every site", async () => {
    const { search } = createTestSearch();
    const events = await search({ site: "north-america-events", locale: "en", query: "wire expo" });
    expect(urls(events)).toContain("/trade-shows/wire-expo-chicago");
    expect(events.records.every((record) => !record.url.startsWith("/company"))).toBe(true);
    const main = await search({ site: "", locale: "en", query: "wire expo chicago" });
    expect(urls(main)).not.toContain("/trade-shows/wire-expo-chicago");
    for (const site of ["", "north-america-events"]) {
      expect(urls(await search({ site, locale: "en", query: "zanzibar" }))).toEqual([
        "/stories/quiet-crimping-in-querétaro",
      ]);
    }
  });

  it.each([
    ["en", "quokka", "/media-releases/half-year-results-quokka", "media-release"],
    ["de", "sansibar", "/stories/quiet-crimping-in-querétaro", "story"],
    ["en", "cs 3100", "/products/cutting-stripping/fully-automatic/cs-3100", "product"],
    ["de", "abisolieren", "/products/cutting-stripping", "classification"],
  ])("%s: %s finds %s", async (locale, query, url, type) => {
    const { search } = createTestSearch();
    const answer = await search({ site: "", locale, query, pageSize: 50 });
    expect(answer.records).toContainEqual(expect.objectContaining({ url, type }));
  });

  it.each([
    ["en-US", false],
    ["en-us", false],
    ["en-CH", true],
    ["en", true],
  ])(
    "%s: a product not offered in the US is found elsewhere only (%s)",
    async (locale, isFound) => {
      const { search } = createTestSearch();
      const answer = await search({ site: "", locale, query: "cc 550", pageSize: 50 });
      expect(urls(answer).includes("/products/crimping/crimp-centers/cc-550")).toBe(isFound);
      expect(urls(answer)).toContain("/products/crimping/crimp-centers/cc-488");
    },
  );

  it("finds every story and media release of the seed by its title, in English and German", async () => {
    const { search, store } = createTestSearch();
    const articles = [
      ...store
        .listDocuments("content", "Story", "PUBLISHED")
        .map((doc) => ({ base: "stories", doc })),
      ...store
        .listDocuments("content", "MediaRelease", "PUBLISHED")
        .map((doc) => ({ base: "media-releases", doc })),
    ];
    expect(articles.length).toBeGreaterThanOrEqual(ARTICLES.length);
    for (const { base, doc } of articles) {
      const titles = doc.data.title as Record<string, string>;
      for (const locale of ["en", "de"]) {
        const title = titles[locale] ?? titles.en ?? "";
        const answer = await search({ site: "", locale, query: title, pageSize: 5 });
        expect(urls(answer), `${locale}: ${title}`).toContain(`/${base}/${doc.data.slug}`);
      }
    }
  });

  it("finds words by their start and with a typo", async () => {
    const { search } = createTestSearch();
    for (const query of ["quok", "qokka"]) {
      expect(urls(await search({ site: "", locale: "en", query }))).toContain(
        "/media-releases/half-year-results-quokka",
      );
    }
  });

  it("shows the passage of the body that mentions the query when the lead does not", async () => {
    const { search } = createTestSearch();
    const answer = await search({ site: "", locale: "en", query: "zanzibar" });
    expect(answer.records[0]?.description).toContain("Zanzibar harness");
  });

  it("pages through the hits", async () => {
    const { search } = createTestSearch();
    const first = await search({ site: "", locale: "en", query: "crimp", pageSize: 5 });
    const second = await search({ site: "", locale: "en", query: "crimp", page: 2, pageSize: 5 });
    expect(first.total).toBeGreaterThan(10);
    expect(first.pageCount).toBe(Math.ceil(first.total / 5));
    expect(second.page).toBe(2);
    expect(urls(second)).not.toEqual(urls(first));
    const beyond = await search({ site: "", locale: "en", query: "crimp", page: 999 });
    expect([beyond.total, beyond.records]).toEqual([first.total, []]);
  });

  it("picks up content written after the index was built", async () => {
    const { search, store } = createTestSearch();
    expect((await search({ site: "", locale: "en", query: "axolotl" })).total).toBe(0);
    store.putDocuments("content", [
      {
        model: "Story",
        id: "story-later",
        stage: "PUBLISHED",
        data: { slug: "axolotl", title: { en: "The axolotl line" }, modules: { en: [] } },
      },
    ]);
    expect(urls(await search({ site: "", locale: "en", query: "axolotl" }))).toEqual([
      "/stories/axolotl",
    ]);
  });
});

describe("search stand-in: suggestions", () => {
  it("offers titles with words starting with what was typed", async () => {
    const { suggest } = createTestSearch();
    const answer = await suggest({ site: "", locale: "en", query: "cri" });
    expect(answer.records.length).toBeGreaterThan(2);
    expect(answer.records.length).toBeLessThanOrEqual(8);
    for (const record of answer.records) expect(record.title).toMatch(/\bcri/i);
  });

  it("needs every word typed in the title", async () => {
    const { suggest } = createTestSearch();
    const answer = await suggest({ site: "", locale: "en", query: "crimp qual" });
    expect(answer.records.map((record) => record.title)).toContain("Crimp quality | Ferrion");
    for (const record of answer.records) expect(record.title).toMatch(/qual/i);
  });
});

describe("search stand-in: bad input", () => {
  it.each([
    ["no site", { locale: "en", query: "x" }, 400, "site"],
    ["a locale that is a word", { site: "", locale: "english", query: "x" }, 400, "locale"],
    ["an unknown language", { site: "", locale: "xx", query: "x" }, 400, "locale"],
    ["a number as query", { site: "", locale: "en", query: 42 }, 400, "query"],
    ["a blank query", { site: "", locale: "en", query: "   " }, 400, "query"],
    ["a query of 501 characters", { site: "", locale: "en", query: "x".repeat(501) }, 400, "query"],
    ["page 0", { site: "", locale: "en", query: "x", page: 0 }, 400, "page"],
    ["page 1.5", { site: "", locale: "en", query: "x", page: 1.5 }, 400, "page"],
    ["pageSize 51", { site: "", locale: "en", query: "x", pageSize: 51 }, 400, "pageSize"],
    ["an unknown site", { site: "nowhere", locale: "en", query: "x" }, 404, "site"],
  ])("%s → %i naming the field", async (_label, body, status, field) => {
    const { call } = createTestSearch();
    const answer = await call("/search/query", body);
    expect([answer.status, answer.body.field]).toEqual([status, field]);
  });

  it.each([
    ["malformed JSON", "not json", "application/json", 400],
    ["an array", "[1]", "application/json", 400],
    ["plain text", '{"site":""}', "text/plain", 415],
    [
      "a body of 20 kB",
      JSON.stringify({ site: "", locale: "en", query: "x".repeat(20_000) }),
      "application/json",
      413,
    ],
  ])("%s → %i", async (_label, body, contentType, status) => {
    const { call } = createTestSearch();
    expect((await call("/search/suggest", body, contentType)).status).toBe(status);
  });

  it("answers only POST", async () => {
    const { service } = createTestSearch();
    const answer = await fetchThrough(service, "/search/query", "", "application/json", "GET");
    expect(answer.status).toBe(405);
  });
});
