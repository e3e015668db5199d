import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { partOfProduct } from "../../../local-services/pim/parts.mjs";
import { PIM_SEEDED_META_KEY, PIM_SEED_FORMAT } from "../../../local-services/pim/seeder.mjs";
import { TEST_ORIGIN, startTestServer, tempDir } from "./helpers";
import { createTestPim } from "./pim-helpers";

interface Part {
  articleNumber: string;
  name: string;
  kind: "spare" | "wear";
  image: { url: string; width: number; height: number };
  stock: Array<{
    location: string;
    locationCode: string;
    pieces: number;
    availabilityDays: number;
    status: string;
  }>;
  totalPieces: number;
  availabilityStatus: string;
  availabilityDays: number;
}

const PART = `articleNumber name kind image { url width height }
  stock { location locationCode pieces availabilityDays status }
  totalPieces availabilityStatus availabilityDays`;

async function partsOf(
  data: ReturnType<typeof createTestPim>["data"],
  id: string,
  locale = "en",
): Promise<Part[]> {
  const { productById } = await data<{ productById: { parts: Part[] } }>(
    `query ($id: ID!, $locale: String!) { productById(id: $id, locale: $locale) { parts { ${PART} } } }`,
    { id, locale },
  );
  return productById.parts;
}

describe("PIM stand-in: product information (parts, knowledge hub, software)", () => {
  it("parts of a product: 30 or more, with stock per location and an overall availability", async () => {
    const { data } = createTestPim();
    const { productById } = await data<{
      productById: { partCount: number; parts: Part[]; wear: Part[] };
    }>(`{ productById(id: "FER-CS-3100", locale: "en") {
      partCount parts { ${PART} } wear: parts(kind: wear) { articleNumber kind } } }`);
    const { parts, partCount, wear } = productById;
    expect(parts.length).toBe(partCount);
    expect(partCount).toBeGreaterThanOrEqual(30);
    expect(new Set(parts.map((p) => p.articleNumber)).size).toBe(parts.length);
    expect(wear.length).toBeGreaterThan(0);
    expect(wear.every((p) => p.kind === "wear")).toBe(true);
    expect(wear.map((p) => p.articleNumber)).toEqual(
      parts.filter((p) => p.kind === "wear").map((p) => p.articleNumber),
    );
    for (const part of parts) {
      expect(part.articleNumber).toMatch(part.kind === "spare" ? /^SP-\d{5}$/ : /^WP-\d{5}$/);
      expect(part.image).toEqual({
        // The CS 3100 is a cut & strip machine: its family's pictures.
        url: `${TEST_ORIGIN}/pim/assets/${part.kind === "spare" ? "part-cut-strip-spare.svg" : "part-wear.svg"}`,
        width: 320,
        height: 320,
      });
      expect(part.stock[0]?.location).toBe("Dierikon, Switzerland");
      expect(part.totalPieces).toBe(part.stock.reduce((sum, s) => sum + s.pieces, 0));
      expect(part.availabilityDays).toBe(Math.min(...part.stock.map((s) => s.availabilityDays)));
      const ranks = ["high", "medium", "low", "outOfStock"];
      const best = Math.min(...part.stock.map((s) => ranks.indexOf(s.status)));
      expect(part.availabilityStatus).toBe(ranks[best]);
    }
  });

  it("the same parts and stock after a restart on the same store, and in a store seeded apart", async () => {
    const dataDir = tempDir();
    const first = createTestPim({ dataDir });
    const before = await partsOf(first.data, "FER-CC-0550");
    expect(before).toHaveLength(200);
    first.store.close();
    const restarted = createTestPim({ dataDir });
    expect(restarted.seeding).toMatchObject({ seeded: false });
    expect(await partsOf(restarted.data, "FER-CC-0550")).toEqual(before);
    expect(await partsOf(createTestPim().data, "FER-CC-0550")).toEqual(before);
  });

  it("a store seeded before parts existed (older seed format) is seeded again on start", async () => {
    const dataDir = tempDir();
    const first = createTestPim({ dataDir });
    const marker = JSON.parse(first.store.getMeta(PIM_SEEDED_META_KEY) ?? "{}");
    expect(marker.format).toBe(PIM_SEED_FORMAT);
    delete marker.format;
    first.store.setMeta(PIM_SEEDED_META_KEY, JSON.stringify(marker));
    first.store.close();
    const restarted = createTestPim({ dataDir });
    expect(restarted.seeding).toMatchObject({ seeded: true, catalogue: "demo" });
    expect((await partsOf(restarted.data, "FER-CS-3100")).length).toBeGreaterThanOrEqual(30);
  });

  it("an unknown product is null everywhere; unknown ids are left out of productsByIds", async () => {
    const { data } = createTestPim();
    expect(
      await data(`{
        productById(id: "NO-SUCH", locale: "en") { parts { articleNumber } }
        constructorId: productById(id: "constructor", locale: "en") { id }
        productsByIds(ids: ["CQT-CT-0120", "NO-SUCH", "FER-CS-3100"], locale: "en") { id }
        knowledgeContent(productId: "NO-SUCH", contentId: "manual-1", locale: "en") { id }
        unknownContent: knowledgeContent(productId: "FER-CS-3100", contentId: "manual-9", locale: "en") { id } }`),
    ).toEqual({
      productById: null,
      constructorId: null,
      productsByIds: [{ id: "CQT-CT-0120" }, { id: "FER-CS-3100" }],
      knowledgeContent: null,
      unknownContent: null,
    });
  });

  it.each([
    ["de-CH", "de"],
    ["en-US", "en"],
    ["fr-FR", "en"], // no French part names: English
  ])("part names and texts in %s are in %s", async (locale, language) => {
    const { data } = createTestPim();
    const english = await partsOf(data, "FER-CS-3100", "en");
    const localized = await partsOf(data, "FER-CS-3100", locale);
    const names = {
      // The cut & strip family's parts (the CS 3100 is a cut & strip machine).
      de: /^(Messerkopf|Antriebsrolleneinheit|Schrittmotor|Drehgeber|Drahtrichteinheit|Lichtschranke|Pneumatikventil|Schwenkarm|Touch-Bedienfeld|Energiekette|Schneidmesser|Abisoliermesser-Satz|V-Messerpaar|Führungsrohr|Führungsdüse|Transportriemen|Vorschubrolle|Richtrolle) [A-Z]-\d{3}$/,
    };
    if (language === "en") expect(localized.map((p) => p.name)).toEqual(english.map((p) => p.name));
    else for (const part of localized) expect(part.name).toMatch(names.de);
    expect(localized.map((p) => p.articleNumber)).toEqual(english.map((p) => p.articleNumber));
  });

  it("status and family on references and details", async () => {
    const { data } = createTestPim();
    const result = await data<Record<string, unknown>>(`{
      active: productById(id: "FER-CS-3100", locale: "de") { status family }
      discontinued: productById(id: "FER-CC-0355", locale: "en") { status family }
      refs: productsByIds(ids: ["CQT-CT-0120", "STX-EC-0360"], locale: "en") { slug status family }
      listed: products(locale: "en", first: 1000) { status } }`);
    expect(result.active).toEqual({ status: "active", family: "Schneiden & Abisolieren" });
    expect(result.discontinued).toEqual({ status: "discontinued", family: "Crimping" });
    expect(result.refs).toEqual([
      { slug: "ct-120", status: "cancelled", family: expect.any(String) },
      { slug: "ecocut-360", status: "discontinued", family: "Cutting & stripping" },
    ]);
    const statuses = (result.listed as Array<{ status: string }>).map((p) => p.status);
    expect(statuses.filter((s) => s !== "active")).toHaveLength(4);
  });

  it("search: every word, any language, active only, bounded; a wordless text is refused", async () => {
    const { data, query } = createTestPim();
    const result = await data<Record<string, Array<{ slug: string; status: string }>>>(`{
      all: searchProducts(text: "crimp", locale: "en", first: 100) { slug status }
      active: searchProducts(text: "crimp", locale: "en", first: 100, activeOnly: true) { slug status }
      words: searchProducts(text: "CC 550", locale: "en") { slug }
      byId: searchProducts(text: "fer-cs-3100", locale: "en") { slug }
      one: searchProducts(text: "e", locale: "en", first: 1) { slug } }`);
    expect(result.all?.some((p) => p.status === "discontinued")).toBe(true);
    expect(result.active?.every((p) => p.status === "active")).toBe(true);
    expect(result.active?.length).toBe((result.all?.length ?? 0) - 1);
    expect(result.words).toEqual([{ slug: "cc-550" }]);
    expect(result.byId).toEqual([{ slug: "cs-3100" }]);
    expect(result.one).toHaveLength(1);
    for (const [args, message] of [
      [`text: " -- "`, "text: needs at least one letter or digit"],
      [`text: "cc", first: 0`, "first must be between 1 and 100"],
      [`text: "cc", first: 101`, "first must be between 1 and 100"],
      [`text: "${"a ".repeat(101)}"`, "text: at most 200 characters"],
    ]) {
      const { body } = await query(`{ searchProducts(${args}, locale: "en") { slug } }`);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
  });

  it("knowledge hub and software: documents and packages download as PDFs of the stated size", async () => {
    const { url } = await startTestServer();
    const response = await fetch(`${url}/pim/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `{ productById(id: "FER-CS-3100", locale: "de") {
          knowledgeContent { id kind title date url filename size_bytes content_language }
          softwareVersions { version releaseDate releaseNotes downloadUrl filename size_bytes } }
          one: knowledgeContent(productId: "FER-CS-3100", contentId: "bulletin-1", locale: "fr") { id title } }`,
      }),
    });
    const { data } = (await response.json()) as {
      data: {
        productById: {
          knowledgeContent: Array<Record<string, string | number | null>>;
          softwareVersions: Array<Record<string, string | number>>;
        };
        one: { id: string; title: string };
      };
    };
    const { knowledgeContent, softwareVersions } = data.productById;
    const kinds = knowledgeContent.map((k) => k.kind);
    expect(new Set(kinds)).toEqual(new Set(["manual", "serviceBulletin", "video"]));
    expect(kinds).toEqual([...kinds].sort((a, b) => order(a) - order(b)));
    expect(new Set(knowledgeContent.map((k) => k.id)).size).toBe(knowledgeContent.length);
    expect(knowledgeContent.find((k) => k.id === "manual-1")?.title).toBe("Betriebsanleitung");
    expect(data.one.title).toMatch(/^SB-\d{4}-\d{3}: [A-Z]/); // fr: English
    const downloads = [
      ...knowledgeContent.filter((k) => k.kind !== "video").map((k) => [k.url, k.size_bytes]),
      ...softwareVersions.map((v) => [v.downloadUrl, v.size_bytes]),
    ];
    for (const [link, size] of downloads) {
      const download = await fetch(String(link));
      const bytes = Buffer.from(await download.arrayBuffer());
      expect([download.status, download.headers.get("content-type")]).toEqual([
        200,
        "application/pdf",
      ]);
      expect(bytes.length).toBe(size);
      const pages = (await PDFDocument.load(bytes)).getPageCount();
      // A manual: cover, table of contents and a page or more per chapter.
      if (String(link).includes("-manual-")) expect(pages).toBeGreaterThanOrEqual(10);
      else expect(pages).toBe(1);
    }
    const videos = knowledgeContent.filter((k) => k.kind === "video");
    for (const video of videos) expect(video).toMatchObject({ filename: null, size_bytes: null });
    // The first video is the demo clip the stand-in serves, in ranges as browsers fetch videos;
    // a second one stays on the media host the demo does not run.
    const clip = videos.find((v) => v.id === "video-1");
    expect(clip?.url).toBe(`${url}/pim/assets/knowledge-hub-wear-parts.webm`);
    const whole = await fetch(String(clip?.url));
    const clipSize = (await whole.arrayBuffer()).byteLength;
    expect([whole.headers.get("content-type"), whole.headers.get("accept-ranges")]).toEqual([
      "video/webm",
      "bytes",
    ]);
    expect(clipSize).toBeGreaterThan(100_000);
    expect(clipSize).toBeLessThan(500_000);
    const part = await fetch(String(clip?.url), { headers: { range: "bytes=100-199" } });
    expect([part.status, part.headers.get("content-range")]).toEqual([
      206,
      `bytes 100-199/${clipSize}`,
    ]);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const beyond = await fetch(String(clip?.url), { headers: { range: `bytes=${clipSize}-` } });
    expect(beyond.status).toBe(416);
    expect(videos.find((v) => v.id === "video-2")?.url).toMatch(
      /^https:\/\/media\.ferrion\.example\/video\/.+\.mp4$/,
    );
    const dates = softwareVersions.map((v) => String(v.releaseDate));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(softwareVersions[0]?.releaseNotes).toMatch(/[äöüA-Za-z]/);
    expect(softwareVersions.length).toBeGreaterThanOrEqual(3);
  });
});

function order(kind: string | number | null | undefined) {
  return ["manual", "serviceBulletin", "video"].indexOf(String(kind));
}

describe("PIM article check for the portal's parts orders: partOfProduct", () => {
  it("known: a part the product lists, with its name and kind", async () => {
    const { store, data } = createTestPim();
    const parts = await partsOf(data, "FER-CS-3100");
    const german = await partsOf(data, "FER-CS-3100", "de");
    for (const [i, part] of parts.entries()) {
      expect(partOfProduct(store, "FER-CS-3100", part.articleNumber)).toEqual({
        articleNumber: part.articleNumber,
        name: part.name,
        kind: part.kind,
      });
      expect(partOfProduct(store, "FER-CS-3100", part.articleNumber, "de")?.name).toBe(
        german[i]?.name,
      );
    }
  });

  it("sold for another product only: refused", async () => {
    const { store, data } = createTestPim();
    const own = new Set((await partsOf(data, "FER-CS-3100")).map((p) => p.articleNumber));
    const foreign = (await partsOf(data, "FER-CC-0550")).find((p) => !own.has(p.articleNumber));
    expect(foreign).toBeDefined();
    expect(partOfProduct(store, "FER-CC-0550", foreign?.articleNumber ?? "")).not.toBeNull();
    expect(partOfProduct(store, "FER-CS-3100", foreign?.articleNumber ?? "")).toBeNull();
  });

  it.each([
    ["an unknown article", "FER-CS-3100", "SP-99999"],
    ["a malformed number", "FER-CS-3100", "sp-10010 "],
    ["an empty number", "FER-CS-3100", ""],
    ["an unknown product", "NO-SUCH", "SP-10010"],
    ["a prototype key as product", "__proto__", "SP-10010"],
    ["a prototype key as article", "FER-CS-3100", "constructor"],
    ["a number that is no string", "FER-CS-3100", 10010],
    ["no product id", undefined, "SP-10010"],
  ])("%s: null", (_, productId, articleNumber) => {
    const { store } = createTestPim();
    expect(partOfProduct(store, productId as string, articleNumber as string)).toBeNull();
  });
});
