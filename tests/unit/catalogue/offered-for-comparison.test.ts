import { describe, expect, it } from "vitest";

import { offeredForComparison } from "@/lib/catalogue/offered-for-comparison";

const product = (slug: string, supported_countries: string[]) => ({ slug, supported_countries });
const EVERYWHERE = product("cs-3100", []);
const NOT_IN_US = product("ecocut-360", ["CH", "DE", "FR", "GB", "CN", "MX", "JP"]);
const US_ONLY = product("care-us", ["US"]);

describe("offeredForComparison: the basket compares what the visitor's country is offered (spec 000 §5)", () => {
  it.each([
    {
      rule: "an empty list means everywhere",
      products: [EVERYWHERE],
      country: "US",
      offered: ["cs-3100"],
      notOffered: [],
    },
    {
      rule: "a product its supported countries exclude is named, not compared",
      products: [EVERYWHERE, NOT_IN_US],
      country: "US",
      offered: ["cs-3100"],
      notOffered: ["ecocut-360"],
    },
    {
      rule: "a product offered in the visitor's country is compared",
      products: [NOT_IN_US, US_ONLY],
      country: "CH",
      offered: ["ecocut-360"],
      notOffered: ["care-us"],
    },
    {
      rule: "an international locale has no country and compares everything",
      products: [NOT_IN_US, US_ONLY],
      country: null,
      offered: ["ecocut-360", "care-us"],
      notOffered: [],
    },
    {
      rule: "the basket's order is kept",
      products: [US_ONLY, EVERYWHERE, NOT_IN_US],
      country: "US",
      offered: ["care-us", "cs-3100"],
      notOffered: ["ecocut-360"],
    },
  ])("$rule", ({ products, country, offered, notOffered }) => {
    const result = offeredForComparison(products, country);
    expect(result.offered.map((item) => item.slug)).toEqual(offered);
    expect(result.notOffered).toEqual(notOffered);
  });
});
