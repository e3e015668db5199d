import { describe, expect, it } from "vitest";

import type { CataloguePageQuery } from "@/graphql/generated/pim";
import { reshapeCataloguePage } from "@/lib/catalogue/reshape-catalogue-page";

type RawClassification = NonNullable<CataloguePageQuery["classification"]>;
type RawProduct = NonNullable<CataloguePageQuery["product"]>;

const summary = (slug: string, sort_index: number, supported_countries: string[] = []) => ({
  id: slug,
  name: slug,
  slug,
  parent_id: "p",
  route: `/products/${slug}`,
  description: null,
  image_url: null,
  sort_index,
  supported_countries,
});

const reference = (slug: string, supported_countries: string[] = []) => ({
  id: slug,
  name: slug,
  slug,
  route: `/products/crimping/${slug}`,
  shortDescription: null,
  variantCount: 2,
  supported_countries,
  brand: null,
  image: null,
  classification: { slug: "crimping", name: "Crimping", route: "/products/crimping" },
});

const classification: RawClassification = {
  ...summary("crimping", 0),
  route: "/products/crimping",
  lineage: [
    { name: "Products", route: "/products" },
    { name: "Crimping", route: "/products/crimping" },
  ],
  childClassifications: [
    summary("presses", 2),
    summary("us-only", 1, ["US"]),
    summary("applicators", 1),
  ],
  products: [reference("fer-1"), reference("fer-us", ["US"])],
};

const image = (url: string, isDefault: boolean) => ({
  name: url,
  url,
  default: isDefault,
  width: 1,
  height: 1,
});

const product: RawProduct = {
  id: "FER-1",
  name: "FER 1",
  slug: "fer-1",
  route: "/products/crimping/fer-1",
  language: "en",
  shortDescription: "A press",
  longDescription: null,
  supported_countries: [],
  brand: { id: "b1", name: "Ferrion" },
  classification: {
    slug: "crimping",
    name: "Crimping",
    route: "/products/crimping",
    lineage: classification.lineage,
  },
  images: [image("/b.png", false), image("/a.png", true)],
  files: [],
  variants: [],
  specifications: [],
  capabilities: [{ id: "c1", name: "Crimp force monitoring", image: null }],
  highlights: [
    {
      name: "Shown",
      shortDescription: null,
      longDescription: null,
      image: image("/h.png", false),
      videoImage: null,
      videoUrl: null,
    },
    {
      name: "No media",
      shortDescription: null,
      longDescription: null,
      image: null,
      videoImage: null,
      videoUrl: null,
    },
  ],
  relatedItems: [
    { type: "component", product: reference("fer-2") },
    { type: "related", product: reference("fer-us", ["US"]) },
  ],
  video: null,
};

const found = (type: "classification" | "product") => ({ found: true, type, slug: "x", name: "x" });
const notFound = { found: false, type: null, slug: null, name: null };

describe("a catalogue URL's page", () => {
  it("a classification: children by sort index and country, products by country", () => {
    const page = reshapeCataloguePage(
      { lookup: found("classification"), classification, product: null },
      "/products/crimping",
      "CH",
    );
    expect(page?.kind).toBe("classification");
    if (page?.kind !== "classification") return;
    expect(page.children.map((child) => child.slug)).toEqual(["applicators", "presses"]);
    expect(page.products.map((item) => item.slug)).toEqual(["fer-1"]);
    expect(page.lineage.map((entry) => entry.route)).toEqual(["/products", "/products/crimping"]);
  });

  it("a product: default image first, highlights filtered, capability slugs, related by country, lineage ends with it", () => {
    const page = reshapeCataloguePage(
      { lookup: found("product"), classification: null, product },
      "/products/crimping/fer-1",
      "CH",
    );
    if (page?.kind !== "product") throw new Error("expected a product page");
    expect(page.images.map((entry) => entry.url)).toEqual(["/a.png", "/b.png"]);
    expect(page.highlights.map((entry) => entry.name)).toEqual(["Shown"]);
    expect(page.capabilities[0]?.slug).toBe("crimp-force-monitoring");
    expect(
      page.relatedGroups.flatMap((group) => group.items.map((item) => item.product.slug)),
    ).toEqual(["fer-2"]);
    expect(page.lineage.at(-1)).toEqual({ name: "FER 1", route: "/products/crimping/fer-1" });
  });

  it("a product: each system's specifications once by name and unit, the first value winning", () => {
    const spec = (
      name: string,
      value: string,
      unit: string | null,
      system: "Metric" | "Imperial",
    ) => ({ name, value, unit, measurementSystem: system });
    const page = reshapeCataloguePage(
      {
        lookup: found("product"),
        classification: null,
        product: {
          ...product,
          specifications: [
            spec("Throughput", "9000", "pcs/h", "Metric"),
            spec("Throughput", "8000", "pcs/h", "Metric"),
            spec("Throughput", "9000", "pcs/h", "Imperial"),
            spec("Wire length", "1", "mm", "Metric"),
            spec("Wire length", "0.04", "in", "Imperial"),
            spec("Wire length", "0.001", "m", "Metric"),
          ],
        },
      },
      "/products/crimping/fer-1",
      "CH",
    );
    if (page?.kind !== "product") throw new Error("expected a product page");
    expect(page.specifications).toEqual([
      spec("Throughput", "9000", "pcs/h", "Metric"),
      spec("Wire length", "1", "mm", "Metric"),
      spec("Wire length", "0.001", "m", "Metric"),
      spec("Throughput", "9000", "pcs/h", "Imperial"),
      spec("Wire length", "0.04", "in", "Imperial"),
    ]);
  });

  it.each([
    {
      rule: "the lookup found nothing",
      raw: { lookup: notFound, classification, product },
      url: "/products/crimping",
      country: "CH",
    },
    {
      rule: "the slug lives at another route",
      raw: { lookup: found("product"), classification: null, product },
      url: "/products/other/fer-1",
      country: "CH",
    },
    {
      rule: "the product is not offered in the country",
      raw: {
        lookup: found("product"),
        classification: null,
        product: { ...product, supported_countries: ["DE"] },
      },
      url: "/products/crimping/fer-1",
      country: "US",
    },
    {
      rule: "the lookup says product but the PIM has none",
      raw: { lookup: found("product"), classification, product: null },
      url: "/products/crimping",
      country: "CH",
    },
  ])("none when $rule", ({ raw, url, country }) => {
    expect(reshapeCataloguePage(raw, url, country)).toBeNull();
  });
});
