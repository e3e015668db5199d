import { describe, expect, it } from "vitest";
import { buildCatalogue, readSeedCatalogue } from "../../../local-services/pim/seed-reader.mjs";
import { TEST_ORIGIN } from "./helpers";
import { type Detail, type Spec, DETAIL, REFERENCE, createTestPim } from "./pim-helpers";

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
        // A clip of the PIM's assets, served by the stand-in so it plays under the site's CSP.
        url: `${TEST_ORIGIN}/pim/assets/highlight-cut-strip.webm`,
        title: "The CS 3100 at work",
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
    for (const h of highlights.filter((h) => h.videoUrl)) {
      expect(h.videoUrl).toMatch(
        new RegExp(`^${TEST_ORIGIN}/pim/assets/highlight-[a-z-]+\\.webm$`),
      );
    }
    expect(highlights.some((h) => h.name && !h.image && !h.videoImage && !h.videoUrl)).toBe(true);
    expect(highlights.some((h) => h.name === null)).toBe(true);
  });

  it("a seed video names a clip of the assets folder or an absolute URL", () => {
    const seed = readSeedCatalogue();
    seed.products = seed.products.map((p) =>
      p.slug === "cs-3100"
        ? { ...p, video: { ...p.video, url: "missing-clip.webm" } }
        : p.slug === "cc-488"
          ? { ...p, video: { ...p.video, url: "https://media.example/clip.mp4" } }
          : p,
    );
    const { rows, problems } = buildCatalogue(seed);
    expect(problems).toEqual([
      "product cs-3100 video: no video missing-clip.webm in the assets folder",
    ]);
    const cc488 = rows.find((row) => row.model === "Product" && row.data.slug === "cc-488");
    expect(cc488?.data.video.url).toBe("https://media.example/clip.mp4");
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
