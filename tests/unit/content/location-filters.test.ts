import { describe, expect, it } from "vitest";

import {
  brandKey,
  EMPTY_LOCATION_QUERY,
  filterLocations,
  locationFilterOptions,
  locationQueryString,
  parseLocationQuery,
  parseLocationSearch,
  sortLocations,
  type LocationQuery,
} from "@/lib/content/locations/location-filters";

import { locationEntry } from "../support/location-entry";

const HEAD_OFFICE = locationEntry({
  id: "head-office",
  companyName: "Ferrion AG",
  brands: [
    { key: "ferrion", name: "Ferrion" },
    { key: "strixa", name: "Strixa" },
  ],
  types: ["SalesAndService", "Production"],
  addressLines: ["Seetalstrasse 40"],
  zip: "6036",
  city: "Dierikon-Seetal",
  services: ["Training", "Demonstration centre"],
});
const MEXICO = locationEntry({
  id: "mexico",
  companyName: "Ferrion México S.A. de C.V.",
  types: ["SalesAndService", "Production"],
  city: "Querétaro",
  countryCode: "mx",
  countryName: "Mexico",
  region: "Americas",
});
const PARTNER_US = locationEntry({
  id: "partner-us",
  companyName: "Pacific Harness Supply Inc.",
  brands: [{ key: "cirquetest", name: "Cirquetest" }],
  types: ["Distributor"],
  city: "San Jose",
  zip: "CA 95134",
  countryCode: "us",
  countryName: "United States",
  region: "Americas",
  services: ["Spare parts"],
});
const PARTNER_HU = locationEntry({
  id: "partner-hu",
  companyName: "Kábelgép Kft.",
  types: ["Distributor"],
  city: "Győr",
  countryCode: "hu",
  countryName: "Hungary",
  region: "Europe",
});
const ALL = [HEAD_OFFICE, MEXICO, PARTNER_US, PARTNER_HU];

const query = (overrides: Partial<LocationQuery>): LocationQuery => ({
  ...EMPTY_LOCATION_QUERY,
  ...overrides,
});

describe("parseLocationQuery", () => {
  it.each([
    ["", {}],
    ["type=production", { type: "Production" }],
    ["type=sales-service", { type: "SalesAndService" }],
    ["type=distributor", { type: "Distributor" }],
    ["type=Production", {}],
    ["type=SalesAndService", {}],
    ["region=asia-pacific", { region: "AsiaPacific" }],
    ["region=middle-east-africa", { region: "MiddleEastAfrica" }],
    ["region=mars", {}],
    ["country=de", { country: "de" }],
    ["country=DE", { country: "de" }],
    ["country=deu", {}],
    ["country=d1", {}],
    ["brand=strixa", { brand: "strixa" }],
    ["brand=Strixa", { brand: "strixa" }],
    ["brand=%3Cscript%3E", {}],
    [`brand=${"a".repeat(41)}`, {}],
    ["q=%20%20weil%20%20heim%20", { q: "weil heim" }],
    [`q=${"x".repeat(150)}`, { q: "x".repeat(100) }],
    ["type=production&type=distributor", { type: "Production" }],
    ["country=de&country=fr", { country: "de" }],
    ["utm_source=x&type=distributor&country=us", { type: "Distributor", country: "us" }],
  ])("?%s", (raw, expected) => {
    expect(parseLocationSearch(raw)).toEqual(query(expected as Partial<LocationQuery>));
  });

  it("reads Next.js's page props the same way as the browser's query string", () => {
    expect(parseLocationQuery({ type: ["distributor", "production"], q: " a " })).toEqual(
      parseLocationSearch("type=distributor&type=production&q=%20a%20"),
    );
  });
});

describe("locationQueryString: one list state, one address", () => {
  it.each([
    [{}, ""],
    [{ type: "Production" }, "?type=production"],
    [
      { q: "crimp", region: "Europe", country: "de", type: "SalesAndService", brand: "strixa" },
      "?brand=strixa&type=sales-service&country=de&region=europe&q=crimp",
    ],
    [{ q: "a&b=c" }, "?q=a%26b%3Dc"],
  ])("%j → %s", (state, expected) => {
    expect(locationQueryString(query(state as Partial<LocationQuery>))).toBe(expected);
  });

  it.each([
    "type=distributor&country=us",
    "brand=cirquetest&region=americas&q=san%20jose",
    "q=M%C3%BCnchen",
  ])("reads back what it writes: ?%s", (raw) => {
    const state = parseLocationSearch(raw);
    expect(parseLocationSearch(locationQueryString(state))).toEqual(state);
  });
});

describe("filterLocations", () => {
  it.each([
    ["no filter", {}, ["head-office", "mexico", "partner-us", "partner-hu"]],
    ["type production", { type: "Production" }, ["head-office", "mexico"]],
    ["type distributor", { type: "Distributor" }, ["partner-us", "partner-hu"]],
    ["country mx", { country: "mx" }, ["mexico"]],
    ["region americas", { region: "Americas" }, ["mexico", "partner-us"]],
    ["brand strixa", { brand: "strixa" }, ["head-office"]],
    [
      "brand cirquetest + type distributor",
      { brand: "cirquetest", type: "Distributor" },
      ["partner-us"],
    ],
    ["country us + type production: none", { country: "us", type: "Production" }, []],
    ["unknown brand: none", { brand: "nope" }, []],
    ["search by city without accents", { q: "queretaro" }, ["mexico"]],
    ["search by city with accents", { q: "GYŐR" }, ["partner-hu"]],
    ["search by service", { q: "spare parts" }, ["partner-us"]],
    ["search by zip", { q: "95134" }, ["partner-us"]],
    ["search by country name", { q: "hungary" }, ["partner-hu"]],
    ["search by brand name", { q: "strixa" }, ["head-office"]],
    ["every word must match", { q: "ferrion training" }, ["head-office"]],
    ["words in any field", { q: "seetal 6036" }, ["head-office"]],
    ["search and filter together", { q: "ferrion", region: "Americas" }, ["mexico"]],
    ["search matching nothing", { q: "atlantis" }, []],
  ])("%s", (_name, state, expected) => {
    const ids = filterLocations(ALL, query(state as Partial<LocationQuery>)).map((l) => l.id);
    expect(ids).toEqual(expected);
  });
});

describe("filter options and order", () => {
  it("offers each brand and country once, sorted by name in the page's language", () => {
    const options = locationFilterOptions(
      [
        HEAD_OFFICE,
        { ...PARTNER_HU, countryName: "Ungarn" },
        { ...MEXICO, countryName: "Mexiko" },
        PARTNER_US,
      ],
      "de",
    );
    expect(options.brands.map((b) => b.value)).toEqual(["cirquetest", "ferrion", "strixa"]);
    expect(options.countries).toEqual([
      { value: "mx", label: "Mexiko" },
      { value: "ch", label: "Switzerland" },
      { value: "hu", label: "Ungarn" },
      { value: "us", label: "United States" },
    ]);
  });

  it("lists own companies before partners, each by country name", () => {
    expect(
      sortLocations([PARTNER_US, HEAD_OFFICE, PARTNER_HU, MEXICO], "en").map((l) => l.id),
    ).toEqual(["mexico", "head-office", "partner-hu", "partner-us"]);
  });

  it.each([
    ["Ferrion", "ferrion"],
    ["Cirquetest", "cirquetest"],
    ["Strixa Stripping & Co", "strixa-stripping-co"],
    ["Électro Câble", "electro-cable"],
  ])("brand key of %s is %s", (name, key) => {
    expect(brandKey(name)).toBe(key);
  });
});
