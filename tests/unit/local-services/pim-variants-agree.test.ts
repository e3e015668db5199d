import { describe, expect, it } from "vitest";
import { readSeedCatalogue } from "../../../local-services/pim/seed-reader.mjs";

interface SeedSpecification {
  key: string;
  value?: string | Record<string, string>;
  metric?: [string | Record<string, string>, string?];
}
interface SeedVariant {
  nameMetric: string;
  specifications: SeedSpecification[];
}
interface SeedProduct {
  slug: string;
  variants: SeedVariant[];
  specifications: SeedSpecification[];
}

/** A numeric range [low, high]; a single value is low = high. */
type Range = [number, number];

const english = (text: string | Record<string, string> | undefined) =>
  typeof text === "object" ? (text.en ?? "") : (text ?? "");

/** The metric value of a specification as text ("0.13–6", "up to 1", "2400 × 1200 × 1800"). */
const metricText = (spec: SeedSpecification) => english(spec.metric?.[0] ?? spec.value);

/** "0.13–6" → [0.13, 6]; "1–99 999" → [1, 99999]; "4096" → [4096, 4096]; otherwise null. */
function rangeOf(text: string): Range | null {
  const match = /^(?:up to\s*)?([\d.]+)(?:–([\d.]+))?$/.exec(text.replace(/(\d) (?=\d)/g, "$1"));
  if (!match) return null;
  const low = Number(match[1]);
  return [text.startsWith("up to") ? 0 : low, Number(match[2] ?? match[1])];
}

const number = (text: string) => Number(text.replace(/,/g, ""));

/**
 * What a variant's name says about a specification, as the range it names: "2,048 points" is
 * 2048 test points, "0.13–2.5 mm², 6 stations" a cross-section and a number of stations, "Up to
 * 95 mm²" a cross-section that reaches 95, "3 years" a duration of 36 months.
 */
function claimsOf(name: string): { key: string; range: Range; upperOnly?: boolean }[] {
  const claims: { key: string; range: Range; upperOnly?: boolean }[] = [];
  const add = (key: string, low: number, high: number, upperOnly = false) =>
    claims.push({ key, range: [low, high], upperOnly });
  let m = /([\d,]+) points/.exec(name);
  if (m) add("test-points", number(m[1]!), number(m[1]!));
  m = /([\d.]+)–([\d.]+) mm²/.exec(name);
  if (m) add("cross-section", Number(m[1]), Number(m[2]));
  m = /^Up to ([\d.]+) mm²/.exec(name);
  if (m) add("cross-section", 0, Number(m[1]), true);
  m = /(\d+) stations/.exec(name);
  if (m) add("stations", Number(m[1]), Number(m[1]));
  m = /^(?:0–)?([\d.]+) kN/.exec(name);
  if (m) add("crimp-force", Number(m[1]), Number(m[1]));
  m = /^(\d+) years?$/.exec(name);
  if (m) add("duration", Number(m[1]) * 12, Number(m[1]) * 12);
  m = /^(\d+) days?$/.exec(name);
  if (m) add("duration", Number(m[1]), Number(m[1]));
  m = /^Seal Ø ([\d.]+)–([\d.]+) mm/.exec(name);
  if (m) add("seal-diameter", Number(m[1]), Number(m[2]));
  m = /^Up to ([\d.]+) m$/.exec(name);
  if (m) add("wire-length", 0, Number(m[1]) * 1000, true);
  return claims;
}

const products = readSeedCatalogue().products as unknown as SeedProduct[];

describe("the catalogue seed's variants and specifications", () => {
  it("reads claims from the variant names (the check below has something to check)", () => {
    const claimed = products.flatMap((p) => p.variants.flatMap((v) => claimsOf(v.nameMetric)));
    expect(claimed.length).toBeGreaterThan(40);
    expect(new Set(claimed.map((claim) => claim.key)).size).toBeGreaterThanOrEqual(7);
  });

  it("agree: what a variant's name says is the variant's specification", () => {
    const disagreements: string[] = [];
    for (const product of products) {
      for (const variant of product.variants) {
        for (const claim of claimsOf(variant.nameMetric)) {
          const spec =
            variant.specifications.find((s) => s.key === claim.key) ??
            product.specifications.find((s) => s.key === claim.key);
          if (!spec) continue;
          const range = rangeOf(metricText(spec));
          const agrees =
            range !== null &&
            range[1] === claim.range[1] &&
            (claim.upperOnly === true || range[0] === claim.range[0]);
          if (!agrees) {
            disagreements.push(
              `${product.slug} "${variant.nameMetric}": ${claim.key} ${metricText(spec)}`,
            );
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("agree: a variant's own value lies within the product's", () => {
    const outside: string[] = [];
    for (const product of products) {
      for (const variant of product.variants) {
        for (const own of variant.specifications) {
          const general = product.specifications.find((s) => s.key === own.key);
          if (!general) continue;
          const [low, high] = [rangeOf(metricText(own)), rangeOf(metricText(general))];
          if (low === null || high === null) {
            // Not a number or a range (dimensions): each part of the product's text names the
            // variant's figure, alone or as one end of a range.
            const figures = metricText(own).split(" × ");
            const parts = metricText(general).split(" × ");
            const fits = figures.every((figure, i) => parts[i]?.split("–").includes(figure));
            if (!fits) outside.push(`${product.slug} "${variant.nameMetric}": ${own.key}`);
          } else if (low[0] < high[0] || low[1] > high[1]) {
            outside.push(
              `${product.slug} "${variant.nameMetric}": ${own.key} ${metricText(own)} outside ${metricText(general)}`,
            );
          }
        }
      }
    }
    expect(outside).toEqual([]);
  });
});
