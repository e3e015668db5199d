import { PDFDocument } from "pdf-lib";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PIM_SEED_DIR } from "../../../local-services/pim/seed-reader.mjs";
import { seedPim } from "../../../local-services/pim/seeder.mjs";
import { suiteServer, tempDir, testStore } from "./helpers";
import { DETAIL, createTestPim } from "./pim-helpers";

describe("PIM stand-in: store", () => {
  it("seeds on the first start only and keeps the catalogue across a restart", async () => {
    const dataDir = tempDir();
    const first = createTestPim({ dataDir });
    expect(first.seeding).toMatchObject({ seeded: true, catalogue: "demo" });
    const before = await first.data(`{ product(slug: "cs-3100", locale: "de") { ${DETAIL} } }`);
    first.store.close();

    const second = createTestPim({ dataDir });
    expect(second.seeding).toMatchObject({ seeded: false, catalogue: "demo" });
    expect(await second.data(`{ product(slug: "cs-3100", locale: "de") { ${DETAIL} } }`)).toEqual(
      before,
    );
  });

  it("serves a catalogue re-seeded by another process at once (--reseed of an edited seed)", async () => {
    const dataDir = tempDir();
    const { data } = createTestPim({ dataDir });
    const ask = `{ product(slug: "cs-3100", locale: "en") { name } }`;
    expect(await data(ask)).toEqual({ product: { name: "Ferrion CS 3100 Cut & Strip" } });

    const seedDir = path.join(tempDir(), "seed");
    fs.cpSync(PIM_SEED_DIR, seedDir, { recursive: true });
    const file = path.join(seedDir, "products", "cs-3100.json");
    const edited = { ...JSON.parse(fs.readFileSync(file, "utf8")), name: "Ferrion CS 3100 Plus" };
    fs.writeFileSync(file, JSON.stringify(edited));
    const other = testStore(dataDir);
    expect(seedPim(other, { force: true, seedDir })).toMatchObject({ seeded: true });

    expect(await data(ask)).toEqual({ product: { name: "Ferrion CS 3100 Plus" } });
  });

  it("refuses a seed with broken references, keeping the stored catalogue", async () => {
    const { store, data } = createTestPim();
    const seedDir = path.join(tempDir(), "seed");
    fs.cpSync(PIM_SEED_DIR, seedDir, { recursive: true });
    const file = path.join(seedDir, "products", "cp-20.json");
    const broken = { ...JSON.parse(fs.readFileSync(file, "utf8")), classification: "nowhere" };
    fs.writeFileSync(file, JSON.stringify(broken));
    expect(() => seedPim(store, { force: true, seedDir })).toThrow(
      "product cp-20: unknown classification nowhere",
    );
    expect(await data(`{ product(slug: "cp-20", locale: "en") { id } }`)).toEqual({
      product: { id: "FER-CP-0020" },
    });
  });
});

describe("PIM stand-in over HTTP", () => {
  const serverUrl = suiteServer();

  const postQuery = (url: string, query: string) =>
    fetch(`${url}/pim/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query }),
    });

  it("answers GraphQL at /pim/graphql with asset URLs on the server's origin", async () => {
    const url = serverUrl();
    const response = await postQuery(
      url,
      `{ product(slug: "cp-20", locale: "en") { images { url } } }`,
    );
    const body = (await response.json()) as {
      data: { product: { images: Array<{ url: string }> } };
    };
    expect(body.data.product.images[0]?.url).toBe(`${url}/pim/assets/product-crimp-press.svg`);
    const image = await fetch(body.data.product.images[0]?.url ?? "");
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/svg+xml"]);
    expect(await image.text()).toMatch(/^<svg[^>]+width="768" height="768"/);
  });

  it("serves every file of a product as a PDF of the size the catalogue says, a manual of ten pages or more", async () => {
    const url = serverUrl();
    const response = await postQuery(
      url,
      `{ product(slug: "ht-1000", locale: "en") { files { url size_bytes type } } }`,
    );
    const { data } = (await response.json()) as {
      data: { product: { files: Array<{ url: string; size_bytes: number; type: string }> } };
    };
    expect(new Set(data.product.files.map((f) => f.type))).toEqual(
      new Set(["datasheet", "manual", "software"]),
    );
    for (const file of data.product.files) {
      const download = await fetch(file.url);
      const bytes = Buffer.from(await download.arrayBuffer());
      expect(download.headers.get("content-type")).toBe("application/pdf");
      expect(bytes.length).toBe(file.size_bytes);
      // A manual is a real manual (pdf-lib: cover, contents, chapters); the others one page.
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      const pages = (await PDFDocument.load(bytes)).getPageCount();
      if (file.type === "manual") expect(pages, file.url).toBeGreaterThanOrEqual(10);
      else expect(pages, file.url).toBe(1);
    }
  });

  it.each([
    "/pim/assets/no-such.svg",
    "/pim/assets/files/FER-CS-3100/other.pdf",
    "/pim/assets/files/NOPE/ferrion-cs-3100-cut-strip-datasheet-en.pdf",
    "/pim/assets/%2e%2e%2fseed%2fbrands.json",
    "/pim/other",
  ])("404 for %s", async (pathname) => {
    const url = serverUrl();
    expect((await fetch(`${url}${pathname}`)).status).toBe(404);
  });
});
