import { describe, expect, it } from "vitest";

import { capabilitySlug } from "@/lib/catalogue/capability-slug";
import { parseCataloguePath } from "@/lib/catalogue/catalogue-path";
import { filterByCountry, isAvailableIn } from "@/lib/catalogue/country-filter";
import { groupRelatedItems } from "@/lib/catalogue/group-related-items";
import { isShownHighlight } from "@/lib/catalogue/highlights";
import type { Highlight, ProductCard } from "@/lib/catalogue/types";

describe("capability slug (spec 000 §3): accents removed, lower-cased, punctuation dropped, hyphens", () => {
  it.each([
    ["Crimp force monitoring", "crimp-force-monitoring"],
    ["Präzision & Qualität", "prazision-qualitat"],
    ["Fully-automatic   stripping", "fully-automatic-stripping"],
    ["Seal loading (0.35–2.5 mm²)", "seal-loading-035-25-mm2"],
    ["Câble coaxial, blindé!", "cable-coaxial-blinde"],
    ["  Leading and trailing  ", "leading-and-trailing"],
    ["Industrie 4.0", "industrie-40"],
    ["Schnellwechsel-Werkzeug", "schnellwechsel-werkzeug"],
  ])("%j → %j", (name, slug) => {
    expect(capabilitySlug(name)).toBe(slug);
  });
});

describe("country filter (spec 000 §5)", () => {
  it.each([
    { supported: [], country: "US", listed: true, rule: "empty list means everywhere" },
    { supported: ["CH", "DE"], country: "CH", listed: true, rule: "listed country" },
    { supported: ["CH", "DE"], country: "US", listed: false, rule: "other country hidden" },
    { supported: ["CH"], country: "ch", listed: true, rule: "country case does not matter" },
    { supported: ["CH"], country: null, listed: true, rule: "international locale lists all" },
  ])("$rule", ({ supported, country, listed }) => {
    expect(isAvailableIn(supported, country)).toBe(listed);
  });

  it("keeps the order of what it lists", () => {
    const items = [
      { slug: "a", supported_countries: ["US"] },
      { slug: "b", supported_countries: ["CH"] },
      { slug: "c", supported_countries: [] },
    ];
    expect(filterByCountry(items, "CH").map((item) => item.slug)).toEqual(["b", "c"]);
  });
});

const image = { name: "i", url: "/i.png", default: true, width: 1, height: 1 };
const highlight = (fields: Partial<Highlight>): Highlight => ({
  name: null,
  shortDescription: null,
  longDescription: null,
  image: null,
  videoImage: null,
  videoUrl: null,
  ...fields,
});

describe("highlights are kept only with a name and an image or video (spec 000 §5)", () => {
  it.each([
    { rule: "name and image", fields: { name: "Fast", image }, kept: true },
    { rule: "name and video", fields: { name: "Fast", videoUrl: "https://v/1" }, kept: true },
    { rule: "name only", fields: { name: "Fast" }, kept: false },
    { rule: "blank name with image", fields: { name: "  ", image }, kept: false },
    { rule: "image without name", fields: { image }, kept: false },
    { rule: "empty video url", fields: { name: "Fast", videoUrl: "" }, kept: false },
  ])("$rule → $kept", ({ fields, kept }) => {
    expect(isShownHighlight(highlight(fields))).toBe(kept);
  });
});

const card = (slug: string, classification: string): ProductCard => ({
  id: slug,
  name: slug,
  slug,
  route: `/products/${classification}/${slug}`,
  shortDescription: null,
  variantCount: 1,
  supported_countries: [],
  brand: null,
  image: null,
  classification: {
    slug: classification,
    name: classification.toUpperCase(),
    route: `/products/${classification}`,
  },
});

describe("related items are grouped by classification (spec 000 §3)", () => {
  it("groups in first-seen order, keeps each item's type, shows a product once", () => {
    const groups = groupRelatedItems([
      { type: "related", product: card("a", "crimping") },
      { type: "service", product: card("s", "services") },
      { type: "component", product: card("b", "crimping") },
      { type: "component", product: card("a", "crimping") },
    ]);
    expect(
      groups.map((group) => [
        group.classification.slug,
        group.items.map((item) => `${item.type}:${item.product.slug}`),
      ]),
    ).toEqual([
      ["crimping", ["related:a", "component:b"]],
      ["services", ["service:s"]],
    ]);
  });

  it("no related items, no groups", () => {
    expect(groupRelatedItems([])).toEqual([]);
  });
});

describe("catalogue paths (spec 000 §2)", () => {
  it.each([
    [["products"], { kind: "entry", url: "/products", slug: "products" }],
    [["services", "training"], { kind: "entry", url: "/services/training", slug: "training" }],
    [
      ["smart-factory", "a", "b", "fer-1"],
      { kind: "entry", url: "/smart-factory/a/b/fer-1", slug: "fer-1" },
    ],
    [["products", "capabilities", "crimp-force"], { kind: "capability", slug: "crimp-force" }],
    [["products", "capabilities"], null],
    [["company", "about"], null],
    [["products", "Upper"], null],
    [["products", "a b"], null],
    [[], null],
  ])("%j → %j", (segments, expected) => {
    expect(parseCataloguePath(segments)).toEqual(expected);
  });
});
