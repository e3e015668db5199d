import { describe, expect, it } from "vitest";
import { availabilityStatus } from "../../../local-services/pim/availability.mjs";
import { largeCatalogue } from "../../../local-services/pim/large-catalogue.mjs";
import {
  MAX_PART_COUNT,
  articleOf,
  partNumbersFor,
  stockOf,
} from "../../../local-services/pim/part-articles.mjs";
import { buildCatalogue, readSeedCatalogue } from "../../../local-services/pim/seed-reader.mjs";

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
    ["SP-10000", "spare", "Stepper motor A-000", "Schrittmotor A-000"],
    ["SP-10399", "spare", "Drive shaft H-399", "Antriebswelle H-399"],
    ["WP-20000", "wear", "Cutting blade A-000", "Schneidmesser A-000"],
    ["WP-20199", "wear", "Seal insert T-199", "Dichtungseinsatz T-199"],
  ])("%s is a %s part named %s / %s", (number, kind, en, de) => {
    expect(articleOf(number)).toEqual({
      articleNumber: number,
      kind,
      name: { en, de },
      image: kind === "spare" ? "part-spare.svg" : "part-wear.svg",
    });
  });

  it.each(["SP-09999", "SP-10400", "WP-19999", "WP-20200", "sp-10000", "XX-10000", "SP-1000", ""])(
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

  it("all 600 articles fit one product without repeating", () => {
    expect(new Set(partNumbersFor("FER-CS-3100", MAX_PART_COUNT)).size).toBe(MAX_PART_COUNT);
  });

  it.each([
    [{ partCount: 0 }, "partCount must be a whole number from 1 to 600"],
    [{ partCount: "40" }, "partCount must be a whole number from 1 to 600"],
    [{ status: "retired" }, "status retired unknown"],
  ])("a seed product with %o is refused", (change, problem) => {
    const seed = readSeedCatalogue();
    seed.products = seed.products.map((p) => (p.slug === "cs-3100" ? { ...p, ...change } : p));
    expect(buildCatalogue(seed).problems).toEqual([`product cs-3100: ${problem}`]);
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
