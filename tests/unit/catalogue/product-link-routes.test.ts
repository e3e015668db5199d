import { describe, expect, it } from "vitest";

import { productLinkRoutes, productLinkWarning } from "@/lib/catalogue/product-link-routes";

const CS_3100 = {
  slug: "cs-3100",
  route: "/products/cutting-stripping/fully-automatic/cs-3100",
  supported_countries: [],
};
const ECOCUT = {
  slug: "ecocut-360",
  route: "/products/cutting-stripping/fully-automatic/ecocut-360",
  supported_countries: ["CH", "DE"],
};
const found = [CS_3100, ECOCUT];

describe("productLinkRoutes: a product link opens the product at its classification route", () => {
  it.each([
    {
      rule: "a product offered everywhere opens at its route",
      asked: ["cs-3100"],
      country: "US",
      routes: [["cs-3100", CS_3100.route]],
      unknown: [],
      notOffered: [],
    },
    {
      rule: "a product offered in the visitor's country opens at its route",
      asked: ["ecocut-360"],
      country: "CH",
      routes: [["ecocut-360", ECOCUT.route]],
      unknown: [],
      notOffered: [],
    },
    {
      rule: "a product the visitor's country is not offered leads nowhere",
      asked: ["cs-3100", "ecocut-360"],
      country: "US",
      routes: [["cs-3100", CS_3100.route]],
      unknown: [],
      notOffered: ["ecocut-360"],
    },
    {
      rule: "an international locale has no country and opens every product",
      asked: ["ecocut-360"],
      country: null,
      routes: [["ecocut-360", ECOCUT.route]],
      unknown: [],
      notOffered: [],
    },
    {
      rule: "a product the PIM does not know leads nowhere",
      asked: ["cs-0000", "cs-3100"],
      country: null,
      routes: [["cs-3100", CS_3100.route]],
      unknown: ["cs-0000"],
      notOffered: [],
    },
    {
      rule: "no links, no routes",
      asked: [],
      country: "CH",
      routes: [],
      unknown: [],
      notOffered: [],
    },
  ])("$rule", ({ asked, country, routes, unknown, notOffered }) => {
    expect(productLinkRoutes(asked, found, country)).toEqual({
      routes: new Map(routes as [string, string][]),
      unknown,
      notOffered,
    });
  });
});

describe("productLinkWarning: what leads nowhere, for the log", () => {
  it.each([
    [["cs-3100"], "US", null],
    [["cs-0000", "cs-3100"], "US", "Product links lead nowhere in en-US: unknown products cs-0000"],
    [
      ["cs-3100", "ecocut-360"],
      "US",
      "Product links lead nowhere in en-US: not offered in US: ecocut-360",
    ],
    [
      ["cs-0000", "ecocut-360"],
      "US",
      "Product links lead nowhere in en-US: unknown products cs-0000; not offered in US: ecocut-360",
    ],
  ])("asked %j in %s → %j", (asked, country, expected) => {
    const lookup = productLinkRoutes(asked, found, country);
    expect(productLinkWarning(lookup, "en-US", country)).toBe(expected);
  });
});
