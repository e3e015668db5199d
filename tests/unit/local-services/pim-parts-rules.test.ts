import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { availabilityStatus } from "../../../local-services/pim/availability.mjs";
import { largeCatalogue } from "../../../local-services/pim/large-catalogue.mjs";
import {
  MAX_PART_COUNT,
  articleOf,
  partFamilyOf,
  partNumbersFor,
  stockOf,
} from "../../../local-services/pim/part-articles.mjs";
import {
  PIM_ASSETS_DIR,
  buildCatalogue,
  readSeedCatalogue,
} from "../../../local-services/pim/seed-reader.mjs";

describe("PIM parts: the availability status rule", () => {
  it.each([
    [0, "outOfStock"],
    [1, "low"],
    [4, "low"],
    [5, "medium"],
    [19, "medium"],
    [20, "high"],
    [250, "high"],
  ])("%i pieces → %s", (pieces, status) => {
    expect(availabilityStatus(pieces)).toBe(status);
  });

  it.each([-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s pieces", (pieces) => {
    expect(() => availabilityStatus(pieces)).toThrow(RangeError);
  });
});

describe("PIM parts: articles", () => {
  it.each([
    [
      "SP-10000",
      "spare",
      "crimp",
      "Applicator ram A-000",
      "Applikator-Stößel A-000",
      "part-crimp-spare.svg",
    ],
    [
      "SP-10001",
      "spare",
      "cutStrip",
      "Blade head A-001",
      "Messerkopf A-001",
      "part-cut-strip-spare.svg",
    ],
    ["SP-10999", "spare", "general", "Drive shaft Y-999", "Antriebswelle Y-999", "part-spare.svg"],
    [
      "WP-20000",
      "wear",
      "crimp",
      "Crimp die set A-000",
      "Crimpwerkzeug-Satz A-000",
      "part-crimp-wear.svg",
    ],
    [
      "WP-20003",
      "wear",
      "assembly",
      "Gripper finger set A-003",
      "Greiferfinger-Satz A-003",
      "part-assembly-wear.svg",
    ],
    [
      "WP-20499",
      "wear",
      "general",
      "Lubricant cartridge T-499",
      "Schmierstoffkartusche T-499",
      "part-general-wear.svg",
    ],
  ])("%s is a %s part of the %s family named %s / %s", (number, kind, family, en, de, image) => {
    expect(articleOf(number)).toEqual({
      articleNumber: number,
      kind,
      family,
      name: { en, de },
      image,
    });
  });

  it.each(["SP-09999", "SP-11000", "WP-19999", "WP-20500", "sp-10000", "XX-10000", "SP-1000", ""])(
    "%s is no article",
    (number) => {
      expect(articleOf(number)).toBeNull();
    },
  );

  it("stock: the central warehouse first, status by the rule, days by stock", () => {
    for (let n = 0; n < 400; n += 1) {
      const stock = stockOf(`SP-${10_000 + n}`);
      expect(stock[0]?.locationCode).toBe("CH");
      for (const entry of stock) {
        expect(entry.status).toBe(availabilityStatus(entry.pieces));
        if (entry.pieces > 0) expect(entry.availabilityDays).toBeLessThanOrEqual(6);
        else expect(entry.availabilityDays).toBeGreaterThanOrEqual(10);
      }
    }
    const statuses = new Set(
      Array.from({ length: 200 }, (_, n) => stockOf(`WP-${20_000 + n}`)).flatMap((stock) =>
        stock.map((s) => s.status),
      ),
    );
    expect(statuses).toEqual(new Set(["high", "medium", "low", "outOfStock"]));
    expect(stockOf("WP-20012")).toEqual(stockOf("WP-20012"));
  });

  it.each([
    ["en", "Dierikon, Switzerland"],
    ["de", "Dierikon, Schweiz"],
    ["fr", "Dierikon, Suisse"],
    ["es", "Dierikon, Suiza"],
    ["it", "Dierikon, Switzerland"],
  ])("the central warehouse in %s reads %s", (language, name) => {
    expect(stockOf("SP-10000", language)[0]?.location).toBe(name);
  });
});

describe("PIM parts: which parts a product has", () => {
  const demo = readSeedCatalogue();
  const { rows, problems } = buildCatalogue(demo);
  const products = rows.filter((row) => row.model === "Product").map((row) => row.data);

  it("every demo product has at least 30 parts, each known, none twice, spare and wear", () => {
    expect(problems).toEqual([]);
    expect(products).toHaveLength(demo.products.length);
    for (const product of products) {
      const numbers: string[] = product.part_numbers;
      expect(numbers.length, product.slug).toBeGreaterThanOrEqual(30);
      expect(new Set(numbers).size, product.slug).toBe(numbers.length);
      const kinds = new Set(numbers.map((n) => articleOf(n)?.kind));
      expect(kinds, product.slug).toEqual(new Set(["spare", "wear"]));
    }
  });

  it("the seed's partCount wins: the CC 550 has 200 parts (the bench's large parts list)", () => {
    const cc550 = products.find((p) => p.slug === "cc-550");
    expect(cc550.part_numbers).toHaveLength(200);
    expect(new Set(cc550.part_numbers).size).toBe(200);
  });

  it("is fixed by the product id: the same numbers on every build, spare first, ascending", () => {
    const again = buildCatalogue(readSeedCatalogue())
      .rows.filter((row) => row.model === "Product")
      .map((row) => [row.data.id, row.data.part_numbers]);
    expect(again).toEqual(products.map((p) => [p.id, p.part_numbers]));
    expect(partNumbersFor("FER-CS-3100")).toEqual(partNumbersFor("FER-CS-3100"));
    const numbers = partNumbersFor("FER-CS-3100");
    const spare = numbers.filter((n) => n.startsWith("SP-"));
    expect(numbers).toEqual([...spare, ...numbers.filter((n) => n.startsWith("WP-"))]);
    expect(spare).toEqual([...spare].sort());
  });

  it("an article is sold for several products", () => {
    const productsPerArticle = new Map<string, number>();
    for (const product of products) {
      for (const n of product.part_numbers as string[]) {
        productsPerArticle.set(n, (productsPerArticle.get(n) ?? 0) + 1);
      }
    }
    expect(Math.max(...productsPerArticle.values())).toBeGreaterThan(1);
  });

  it.each([0, -1, 1.5, MAX_PART_COUNT + 1])("refuses a part count of %s", (count) => {
    expect(() => partNumbersFor("FER-CS-3100", count)).toThrow(RangeError);
  });

  it("all 300 articles of a family fit one product without repeating", () => {
    expect(MAX_PART_COUNT).toBe(300);
    const all = partNumbersFor("FER-CS-3100", MAX_PART_COUNT, "cutStrip");
    expect(new Set(all).size).toBe(MAX_PART_COUNT);
    expect(new Set(all.map((n) => articleOf(n)?.family))).toEqual(new Set(["cutStrip"]));
  });

  it.each([
    [{ partCount: 0 }, "partCount must be a whole number from 1 to 300"],
    [{ partCount: "40" }, "partCount must be a whole number from 1 to 300"],
    [{ status: "retired" }, "status retired unknown"],
  ])("a seed product with %o is refused", (change, problem) => {
    const seed = readSeedCatalogue();
    seed.products = seed.products.map((p) => (p.slug === "cs-3100" ? { ...p, ...change } : p));
    expect(buildCatalogue(seed).problems).toEqual([`product cs-3100: ${problem}`]);
  });
});

describe("PIM parts: named and pictured per product family (issue 29 item 5)", () => {
  const { rows } = buildCatalogue(readSeedCatalogue());
  const products = rows.filter((row) => row.model === "Product").map((row) => row.data);
  const classifications = new Map(
    rows
      .filter((row) => row.model === "Classification")
      .map((row) => [row.data.id, row.data.slug as string]),
  );
  const partsOf = (slug: string) =>
    (products.find((p) => p.slug === slug)!.part_numbers as string[]).map((n) => articleOf(n)!);
  /** The part's name without its model code: "Crimp anvil H-285" → "Crimp anvil". */
  const typeOf = (name: string) => name.replace(/ [A-Z]-\d{3}$/, "");

  it("gives every product parts of its classification's family only", () => {
    for (const product of products) {
      const family = partFamilyOf(classifications.get(product.classification_id));
      for (const part of (product.part_numbers as string[]).map((n) => articleOf(n)!)) {
        expect(part.family, `${product.slug} ${part.articleNumber}`).toBe(family);
      }
    }
  });

  it("names a crimp press's parts otherwise than a cut & strip machine's, each with its own picture", () => {
    const press = partsOf("cp-30");
    const cutStrip = partsOf("cs-3300");
    const pressTypes = new Set(press.map((part) => typeOf(part.name.en)));
    const cutStripTypes = new Set(cutStrip.map((part) => typeOf(part.name.en)));
    expect([...pressTypes].filter((type) => cutStripTypes.has(type))).toEqual(
      // A pneumatic valve is a pneumatic valve in either machine; nothing else is shared.
      [...pressTypes].filter((type) => type === "Pneumatic valve"),
    );
    expect([...pressTypes].some((type) => /^Crimp|crimper$/.test(type))).toBe(true);
    expect([...cutStripTypes].some((type) => /blade|Guide tube|roller/i.test(type))).toBe(true);
    const pictures = (parts: typeof press) => new Set(parts.map((part) => part.image));
    expect(pictures(press)).toEqual(new Set(["part-crimp-spare.svg", "part-crimp-wear.svg"]));
    expect(pictures(cutStrip)).toEqual(new Set(["part-cut-strip-spare.svg", "part-wear.svg"]));
    for (const image of [...pictures(press), ...pictures(cutStrip)]) {
      expect(fs.existsSync(path.join(PIM_ASSETS_DIR, image)), image).toBe(true);
    }
  });

  it("keeps stock that differs by location", () => {
    const stocks = partsOf("cs-3300").map((part) => stockOf(part.articleNumber));
    const varied = stocks.filter(
      (stock) => stock.length > 1 && new Set(stock.map((s) => s.pieces)).size > 1,
    );
    expect(varied.length).toBeGreaterThan(stocks.length / 3);
    const locations = new Set(stocks.flatMap((stock) => stock.map((s) => s.locationCode)));
    expect(locations).toEqual(new Set(["CH", "DE", "US", "CN"]));
  });
});

describe("PIM parts: the large catalogue", () => {
  it("every one of the 10,000 products has parts and a status; statuses are mixed", () => {
    const { rows, problems } = buildCatalogue(largeCatalogue(readSeedCatalogue()));
    expect(problems).toEqual([]);
    const products = rows.filter((row) => row.model === "Product").map((row) => row.data);
    expect(products).toHaveLength(10_000);
    const counts = new Map<string, number>();
    for (const product of products) {
      expect(product.part_numbers.length).toBeGreaterThanOrEqual(30);
      counts.set(product.status, (counts.get(product.status) ?? 0) + 1);
    }
    expect(counts.get("discontinued")).toBeGreaterThan(100);
    expect(counts.get("cancelled")).toBeGreaterThan(50);
    expect(counts.get("active")).toBeGreaterThan(9000);
  });
});
