// The PIM stand-in queried in-process: the demo catalogue as seeded.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_SEED_DIR } from "../../../local-services/content/seed-reader.mjs";
import { type Classification, type Spec, DETAIL, createTestPim } from "./pim-helpers";

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
