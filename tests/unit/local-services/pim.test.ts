import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { readConfig } from "../../../local-services/config.mjs";
import { CONTENT_SEED_DIR } from "../../../local-services/content/seed-reader.mjs";
import { PIM_SEED_DIR } from "../../../local-services/pim/seed-reader.mjs";
import { seedPim } from "../../../local-services/pim/seeder.mjs";
import { startServer } from "../../../local-services/server.mjs";
import { FIXTURE_ASSETS_DIR, FIXTURE_SEED_DIR, TEST_ORIGIN, tempDir, testStore } from "./helpers";
import { createTestPim } from "./pim-helpers";

interface Spec {
  name: string;
  value: string;
  unit: string | null;
  measurementSystem: "Metric" | "Imperial";
}
interface Highlight {
  name: string | null;
  image: { url: string } | null;
  videoImage: { url: string } | null;
  videoUrl: string | null;
}
interface Detail {
  images: Array<{ default: boolean }>;
  variants: Array<{ id: string; nameMetric: string; nameImperial: string }>;
  specifications: Spec[];
  files: Array<{ content_language: string }>;
  capabilities: unknown[];
  relatedItems: Array<{ type: string }>;
  highlights: Highlight[];
}
interface Classification {
  slug: string;
  name: string;
  route: string;
  parent_id: string | null;
  supported_countries: string[];
  childClassifications: Classification[];
}

const REFERENCE =
  "id name slug route variantCount supported_countries brand { id name } image { url default width height } classification { slug }";
const DETAIL = `
  id name slug route language shortDescription longDescription supported_countries
  brand { id name }
  classification { slug route lineage { name route } }
  images { name url default width height }
  files { id name content_language thumbnail_url type url filename extension size_bytes }
  variants { id nameMetric nameImperial specifications { name value unit measurementSystem } }
  specifications { name value unit measurementSystem }
  capabilities { id name image { url width height } }
  highlights { name shortDescription longDescription image { url } videoImage { url } videoUrl }
  relatedItems { type product { slug route classification { slug } } }
  video { url title previewImage { url } }
`;

describe("PIM stand-in: the demo catalogue", () => {
  it("has the three top-level classifications in order, each with children", async () => {
    const { data } = createTestPim();
    const { topClassifications } = await data<{ topClassifications: Classification[] }>(
      `{ topClassifications(locale: "en-US") { slug name route parent_id childClassifications { slug route } } }`,
    );
    expect(topClassifications.map((c) => [c.slug, c.route, c.parent_id])).toEqual([
      ["products", "/products", null],
      ["services", "/services", null],
      ["smart-factory", "/smart-factory", null],
    ]);
    for (const top of topClassifications)
      expect(top.childClassifications.length).toBeGreaterThan(1);
  });

  it("reaches three classification levels under products, routes built from the slugs", async () => {
    const { data } = createTestPim();
    const { classifications } = await data<{ classifications: Classification[] }>(
      `{ classifications(locale: "en-US") { slug route parent_id } }`,
    );
    const routes = classifications.map((c) => c.route);
    expect(routes).toContain("/products/cutting-stripping/fully-automatic");
    expect(routes).toContain("/products/crimping/crimp-presses");
    expect(routes).toContain("/services/service-contracts");
    expect(routes).toContain("/smart-factory/software");
    // Depth-first: every classification comes after its parent.
    const seen = new Set<string>();
    for (const c of classifications) {
      if (c.route.split("/").length > 2) {
        expect(seen.has(c.route.slice(0, c.route.lastIndexOf("/")))).toBe(true);
      }
      seen.add(c.route);
    }
    expect(new Set(classifications.map((c) => c.slug)).size).toBe(classifications.length);
  });

  it("serves 40+ products with 1–4 variants, every specification in both systems", async () => {
    const { data } = createTestPim();
    const { products } = await data<{ products: Array<{ slug: string; variantCount: number }> }>(
      `{ products(locale: "en-US", first: 1000) { slug variantCount } }`,
    );
    expect(products.length).toBeGreaterThanOrEqual(40);
    for (const product of products) {
      expect(product.variantCount).toBeGreaterThanOrEqual(1);
      expect(product.variantCount).toBeLessThanOrEqual(4);
    }
    const { comparison } = await data<{
      comparison: Array<{ specifications: Spec[]; variants: Array<{ specifications: Spec[] }> }>;
    }>(
      `query ($slugs: [String!]!) { comparison(slugs: $slugs, locale: "en-US") {
        specifications { name measurementSystem } variants { specifications { name measurementSystem } } } }`,
      {
        slugs: products.map((p) => p.slug),
      },
    );
    expect(comparison).toHaveLength(products.length);
    for (const detail of comparison) {
      for (const specs of [
        detail.specifications,
        ...detail.variants.map((v) => v.specifications),
      ]) {
        const names = (system: string) =>
          specs.filter((s) => s.measurementSystem === system).map((s) => s.name);
        expect(names("Imperial")).toEqual(names("Metric"));
      }
    }
  });

  it("uses the brand ids the content system's Brand.pimId refers to", async () => {
    const { data } = createTestPim();
    const pimIds = fs
      .readdirSync(path.join(CONTENT_SEED_DIR, "Brand"))
      .map((file) =>
        JSON.parse(fs.readFileSync(path.join(CONTENT_SEED_DIR, "Brand", file), "utf8")),
      )
      .map((brand: { pimId: string }) => brand.pimId)
      .sort();
    const { products } = await data<{ products: Array<{ brand: { id: string } | null }> }>(
      `{ products(locale: "en-US", first: 1000) { brand { id } } }`,
    );
    expect([...new Set(products.map((p) => p.brand?.id))].sort()).toEqual(pimIds);
  });

  it("has supported_countries that differ, so the country filter shows", async () => {
    const { data } = createTestPim();
    const result = await data<{
      products: Array<{ slug: string; supported_countries: string[] }>;
      classifications: Array<{ slug: string; supported_countries: string[] }>;
    }>(`{ products(locale: "en-US", first: 1000) { slug supported_countries }
          classifications(locale: "en-US") { slug supported_countries } }`);
    const everywhere = result.products.filter((p) => p.supported_countries.length === 0);
    const notInUs = result.products.filter(
      (p) => p.supported_countries.length > 0 && !p.supported_countries.includes("US"),
    );
    expect(everywhere.length).toBeGreaterThan(20);
    expect(notInUs.map((p) => p.slug)).toContain("ecocut-360");
    const classNotInUs = result.classifications.filter(
      (c) => c.supported_countries.length > 0 && !c.supported_countries.includes("US"),
    );
    expect(classNotInUs.map((c) => c.slug)).toContain("coaxial-stripping");
  });
});

describe("PIM stand-in: every product answers in full", () => {
  it.each(["en-US", "de-CH", "fr-FR"])(
    "%s: every product's detail without a GraphQL error",
    async (locale) => {
      const pim = createTestPim();
      const { products } = await pim.data<{ products: { slug: string }[] }>(
        `query ($locale: String!) { products(locale: $locale, first: 1000) { slug image { name } } }`,
        { locale },
      );
      for (const { slug } of products) {
        const { body } = await pim.query(
          `query ($slug: String!, $locale: String!) { product(slug: $slug, locale: $locale) { ${DETAIL} relatedItems { product { image { name } } } } }`,
          { slug, locale },
        );
        expect(body.errors, slug).toBeUndefined();
      }
    },
  );
});

describe("PIM stand-in: queries", () => {
  it("classification: description, image, children, products and lineage by slug", async () => {
    const { data } = createTestPim();
    const { classification } = await data<{ classification: Record<string, unknown> }>(`{
      classification(slug: "fully-automatic", locale: "de-CH") {
        id name slug route description image_url sort_index
        parent { slug } lineage { name route }
        childClassifications { slug } products { ${REFERENCE} } } }`);
    expect(classification).toMatchObject({
      name: "Vollautomatische Schneid- und Abisoliermaschinen",
      slug: "fully-automatic",
      route: "/products/cutting-stripping/fully-automatic",
      image_url: `${TEST_ORIGIN}/pim/assets/product-cut-strip.svg`,
      parent: { slug: "cutting-stripping" },
      lineage: [
        { name: "Produkte", route: "/products" },
        { name: "Schneiden & Abisolieren", route: "/products/cutting-stripping" },
        {
          name: "Vollautomatische Schneid- und Abisoliermaschinen",
          route: "/products/cutting-stripping/fully-automatic",
        },
      ],
      childClassifications: [],
    });
    expect(classification.description).toMatch(/Serienfertigung/);
    const products = classification.products as Array<Record<string, unknown>>;
    expect(products[0]).toEqual({
      id: "FER-CS-3100",
      name: "Ferrion CS 3100 Cut & Strip",
      slug: "cs-3100",
      route: "/products/cutting-stripping/fully-automatic/cs-3100",
      variantCount: 3,
      supported_countries: [],
      brand: { id: "PIM-BR-001", name: "Ferrion" },
      image: {
        url: `${TEST_ORIGIN}/pim/assets/product-cut-strip.svg`,
        default: true,
        width: 768,
        height: 768,
      },
      classification: { slug: "fully-automatic" },
    });
  });

  it("classification: a route is accepted too; an unknown slug is null", async () => {
    const { data } = createTestPim();
    const result = await data<Record<string, { slug: string } | null>>(`{
      byRoute: classification(slug: "/products/crimping", locale: "en") { slug }
      unknown: classification(slug: "no-such-classification", locale: "en") { slug } }`);
    expect(result).toEqual({ byRoute: { slug: "crimping" }, unknown: null });
  });

  it("products: pages in catalogue order; first is capped", async () => {
    const { data, query } = createTestPim();
    const { all } = await data<{ all: Array<{ slug: string }> }>(
      `{ all: products(locale: "en", first: 1000) { slug } }`,
    );
    const { page } = await data<{ page: Array<{ slug: string }> }>(
      `{ page: products(locale: "en", first: 5, skip: 10) { slug } }`,
    );
    expect(page.map((p) => p.slug)).toEqual(all.slice(10, 15).map((p) => p.slug));
    expect(all[0]?.slug).toBe("cs-3100");
    const { page: defaultPage } = await data<{ page: unknown[] }>(
      `{ page: products(locale: "en") { slug } }`,
    );
    expect(defaultPage).toHaveLength(Math.min(100, all.length));
    const tooMany = await query(`{ products(locale: "en", first: 1001) { slug } }`);
    expect(tooMany.body.errors?.[0]?.message).toBe("first must be between 0 and 1000");
    const negative = await query(`{ products(locale: "en", skip: -1) { slug } }`);
    expect(negative.body.errors?.[0]?.message).toBe("skip must not be negative");
  });

  it("productsBySlugs: in the order asked, unknown slugs left out", async () => {
    const { data } = createTestPim();
    const { productsBySlugs } = await data<{ productsBySlugs: Array<{ slug: string }> }>(
      `{ productsBySlugs(slugs: ["cp-20", "nope", "cs-3100"], locale: "en") { slug } }`,
    );
    expect(productsBySlugs.map((p) => p.slug)).toEqual(["cp-20", "cs-3100"]);
  });

  it("product: the detail with images, files, variants, specifications and more", async () => {
    const { data } = createTestPim();
    const { product } = await data<{ product: Detail }>(
      `{ product(slug: "cs-3100", locale: "en-US") { ${DETAIL} } }`,
    );
    expect(product).toMatchObject({
      id: "FER-CS-3100",
      name: "Ferrion CS 3100 Cut & Strip",
      route: "/products/cutting-stripping/fully-automatic/cs-3100",
      language: "en",
      brand: { id: "PIM-BR-001", name: "Ferrion" },
      video: {
        url: "https://media.ferrion.example/video/cs-3100.mp4",
        title: "The CS 3100 in 90 seconds",
      },
    });
    expect(product.images.length).toBeGreaterThan(1);
    expect(product.images.map((i: { default: boolean }) => i.default)).toEqual([
      true,
      false,
      false,
    ]);
    expect(product.variants.map((v: { id: string }) => v.id)).toEqual([
      "FER-CS-3100_1",
      "FER-CS-3100_2",
      "FER-CS-3100_3",
    ]);
    expect(product.variants[0]).toMatchObject({
      nameMetric: "0.05–6 mm²",
      nameImperial: "30–10 AWG",
    });
    const spec = (name: string, system: string) =>
      product.specifications.find((s: Spec) => s.name === name && s.measurementSystem === system);
    expect(spec("Cross-section", "Metric")).toMatchObject({ value: "0.05–6", unit: "mm²" });
    expect(spec("Cross-section", "Imperial")).toMatchObject({ value: "30–10", unit: "AWG" });
    expect(spec("Length accuracy", "Metric")).toMatchObject({ value: "±1", unit: "mm" });
    expect(spec("Length accuracy", "Imperial")).toMatchObject({ value: "±0.04", unit: "in" });
    expect(spec("Weight", "Metric")).toMatchObject({ value: "95", unit: "kg" });
    expect(spec("Weight", "Imperial")).toMatchObject({ value: "209", unit: "lb" });
    // The repeated specification (same name and unit) the comparison drops.
    const throughput = product.specifications.filter(
      (s: Spec) => s.name === "Throughput" && s.measurementSystem === "Metric",
    );
    expect(throughput).toHaveLength(2);
    expect(throughput[0]).toEqual(throughput[1]);

    expect(product.files).toContainEqual({
      id: "CS3100-DA-DE",
      name: "Ferrion CS 3100 Cut & Strip – Datenblatt",
      content_language: "de",
      thumbnail_url: `${TEST_ORIGIN}/pim/assets/document-thumbnail.svg`,
      type: "datasheet",
      url: `${TEST_ORIGIN}/pim/assets/files/FER-CS-3100/ferrion-cs-3100-cut-strip-datasheet-de.pdf`,
      filename: "ferrion-cs-3100-cut-strip-datasheet-de.pdf",
      extension: "pdf",
      size_bytes: expect.any(Number),
    });
    expect(
      new Set(product.files.map((f: { content_language: string }) => f.content_language)),
    ).toEqual(new Set(["en", "de"]));
    expect(product.capabilities.length).toBeGreaterThan(1);
    expect(new Set(product.relatedItems.map((r: { type: string }) => r.type))).toEqual(
      new Set(["related", "component", "service"]),
    );
    // Highlights to exercise the filter: with image, with video, with neither, without name.
    const highlights = product.highlights;
    expect(highlights.some((h) => h.name && h.image)).toBe(true);
    expect(highlights.some((h) => h.name && !h.image && h.videoImage && h.videoUrl)).toBe(true);
    expect(highlights.some((h) => h.name && !h.image && !h.videoImage && !h.videoUrl)).toBe(true);
    expect(highlights.some((h) => h.name === null)).toBe(true);
  });

  it("product: an unknown slug is null", async () => {
    const { data } = createTestPim();
    expect(await data(`{ product(slug: "no-such-machine", locale: "en") { id } }`)).toEqual({
      product: null,
    });
  });

  it("capabilities: all of them, localized, some with accents in French", async () => {
    const { data } = createTestPim();
    const { capabilities } = await data<{
      capabilities: Array<{ id: string; name: string; image: { width: number } | null }>;
    }>(`{ capabilities(locale: "fr-FR") { id name image { width } } }`);
    expect(capabilities.length).toBeGreaterThanOrEqual(10);
    expect(capabilities.map((c) => c.name)).toContain("Qualité contrôlée");
    expect(capabilities.some((c) => c.image === null)).toBe(true);
    expect(capabilities.filter((c) => c.image).every((c) => c.image?.width === 480)).toBe(true);
  });

  it("productsByCapability: the products listing that capability", async () => {
    const { data } = createTestPim();
    const { productsByCapability } = await data<{ productsByCapability: Array<{ slug: string }> }>(
      `{ productsByCapability(capabilityId: "CAP-01", locale: "en") { slug } }`,
    );
    expect(productsByCapability.map((p) => p.slug)).toEqual(
      expect.arrayContaining(["cc-488", "cp-20", "ap-mini"]),
    );
    const { none } = await data<{ none: unknown[] }>(
      `{ none: productsByCapability(capabilityId: "CAP-404", locale: "en") { slug } }`,
    );
    expect(none).toEqual([]);
  });

  it("comparison: details of the products asked for, in that order", async () => {
    const { data } = createTestPim();
    const { comparison } = await data<{
      comparison: Array<{ slug: string; variants: unknown[]; specifications: unknown[] }>;
    }>(
      `{ comparison(slugs: ["cs-3300", "cs-3100", "gone"], locale: "de-CH") { slug variants { id } specifications { name } } }`,
    );
    expect(comparison.map((p) => p.slug)).toEqual(["cs-3300", "cs-3100"]);
    for (const product of comparison) {
      expect(product.variants.length).toBeGreaterThan(0);
      expect(product.specifications.length).toBeGreaterThan(0);
    }
  });
});

describe("PIM stand-in: productByUnlocalizedUrl", () => {
  it.each([
    ["/products", { found: true, type: "classification", slug: "products", name: "Products" }],
    [
      "/products/cutting-stripping",
      {
        found: true,
        type: "classification",
        slug: "cutting-stripping",
        name: "Cutting & stripping",
      },
    ],
    [
      "/products/cutting-stripping/fully-automatic/",
      { found: true, type: "classification", slug: "fully-automatic" },
    ],
    [
      "/products/cutting-stripping/fully-automatic/cs-3100",
      { found: true, type: "product", slug: "cs-3100", name: "Ferrion CS 3100 Cut & Strip" },
    ],
    [
      "/products/cutting-stripping/fully-automatic/cs-3100?variant=2#specs",
      { found: true, type: "product", slug: "cs-3100" },
    ],
    ["/services/service-contracts/care-plus", { found: true, type: "product", slug: "care-plus" }],
    ["/smart-factory/software/wire-mes", { found: true, type: "product", slug: "wire-mes" }],
    ["/products/crimping/crimp-presses/cs-3100", { found: false, type: null, slug: null }],
    ["/products/no-such-classification", { found: false }],
    ["/products/cutting-stripping/fully-automatic/no-such-machine", { found: false }],
    ["/en/products/cutting-stripping", { found: false }],
    ["/cs-3100", { found: false }],
    ["/", { found: false }],
    ["", { found: false }],
  ])("%s", async (url, expected) => {
    const { data } = createTestPim();
    const { productByUnlocalizedUrl } = await data<{
      productByUnlocalizedUrl: Record<string, unknown>;
    }>(
      `query ($url: String!) { productByUnlocalizedUrl(url: $url, locale: "en-US") { found type slug name product { slug route } } }`,
      { url },
    );
    expect(productByUnlocalizedUrl).toMatchObject(expected);
    const product = productByUnlocalizedUrl.product as { slug: string } | null;
    const wanted = expected as { type?: string; slug?: string };
    if (wanted.type === "product") expect(product?.slug).toBe(wanted.slug);
    else expect(product).toBeNull();
  });

  it("names the result in the requested language", async () => {
    const { data } = createTestPim();
    const { result } = await data<{ result: { name: string } }>(
      `{ result: productByUnlocalizedUrl(url: "/products/crimping", locale: "de-CH") { name } }`,
    );
    expect(result.name).toBe("Crimpen");
  });
});

describe("PIM stand-in: locales", () => {
  it.each([
    ["de-CH", "de", "Der vielseitige Schneid- und Abisolierautomat für Leitungen bis 6 mm²."],
    ["de-DE", "de", "Der vielseitige Schneid- und Abisolierautomat für Leitungen bis 6 mm²."],
    ["en-US", "en", "The versatile cut & strip machine for wires up to 6 mm²."],
    ["fr-FR", "fr", "La machine de coupe et dénudage polyvalente pour fils jusqu'à 6 mm²."],
    ["es-ES", "en", "The versatile cut & strip machine for wires up to 6 mm²."],
    ["ja", "en", "The versatile cut & strip machine for wires up to 6 mm²."],
  ])("%s: texts in %s", async (locale, language, shortDescription) => {
    const { data } = createTestPim();
    const { product } = await data<{ product: { language: string; shortDescription: string } }>(
      `query ($locale: String!) { product(slug: "cs-3100", locale: $locale) { language shortDescription } }`,
      { locale },
    );
    expect(product).toEqual({ language, shortDescription });
  });

  it("falls back to English per text: French name, English long description", async () => {
    const { data } = createTestPim();
    const { product } = await data<{
      product: { longDescription: string; specifications: Spec[] };
    }>(`{ product(slug: "cs-3100", locale: "fr-FR") { longDescription specifications { name } } }`);
    expect(product.longDescription).toMatch(/^Ferrion CS 3100 Cut & Strip: The versatile/);
    expect(product.specifications[0]?.name).toBe("Section");
  });

  it.each(["", "german", "de_CH_x_1", "../etc"])(
    "refuses the malformed locale %j",
    async (locale) => {
      const { query } = createTestPim();
      const { body } = await query(
        `query ($locale: String!) { topClassifications(locale: $locale) { slug } }`,
        { locale },
      );
      expect(body.errors?.[0]?.message).toMatch(/^Invalid locale/);
    },
  );
});

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
  async function startTestServer() {
    const config = { ...readConfig({ LOCAL_SERVICES_DATA_DIR: tempDir() }), port: 0 };
    const running = await startServer({
      config,
      contentSeedDir: FIXTURE_SEED_DIR,
      contentAssetsDir: FIXTURE_ASSETS_DIR,
      log: { log() {}, warn() {}, error() {} },
    });
    onTestFinished(() => running.close());
    return running;
  }

  it("answers GraphQL at /pim/graphql with asset URLs on the server's origin", async () => {
    const { url } = await startTestServer();
    const response = await fetch(`${url}/pim/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `{ product(slug: "cp-20", locale: "en") { images { url } } }`,
      }),
    });
    const body = (await response.json()) as {
      data: { product: { images: Array<{ url: string }> } };
    };
    expect(body.data.product.images[0]?.url).toBe(`${url}/pim/assets/product-crimp-press.svg`);
    const image = await fetch(body.data.product.images[0]?.url ?? "");
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/svg+xml"]);
    expect(await image.text()).toMatch(/^<svg[^>]+width="768" height="768"/);
  });

  it("serves every file of a product as a PDF of the size the catalogue says", async () => {
    const { url } = await startTestServer();
    const response = await fetch(`${url}/pim/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `{ product(slug: "ht-1000", locale: "en") { files { url size_bytes type } } }`,
      }),
    });
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
      expect(bytes.subarray(0, 8).toString()).toBe("%PDF-1.4");
    }
  });

  it.each([
    "/pim/assets/no-such.svg",
    "/pim/assets/files/FER-CS-3100/other.pdf",
    "/pim/assets/files/NOPE/ferrion-cs-3100-cut-strip-datasheet-en.pdf",
    "/pim/assets/%2e%2e%2fseed%2fbrands.json",
    "/pim/other",
  ])("404 for %s", async (pathname) => {
    const { url } = await startTestServer();
    expect((await fetch(`${url}${pathname}`)).status).toBe(404);
  });
});
