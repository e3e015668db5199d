import { describe, expect, it } from "vitest";

import { isLocaleAvailable } from "@/lib/site/is-locale-available";
import { reshapeSystemData } from "@/lib/site/reshape-system-data";
import { resolveSite, technicalNameOf } from "@/lib/site/resolve-site";
import { siteLanguages } from "@/lib/site/site-languages";
import type { Site, SystemData } from "@/lib/site/types";

function site(overrides: Partial<Site>): Site {
  return {
    id: "site-main",
    name: "Ferrion",
    slug: null,
    technicalName: "ferrion",
    internationalOnly: false,
    hideSideButtons: false,
    enableCutFont: false,
    headerNavigationId: "h",
    footerNavigationId: "f",
    domains: [],
    ...overrides,
  };
}

const main = site({ domains: [{ hostname: "127.0.0.1", slug: null }] });
const events = site({
  id: "site-events",
  name: "North America Events",
  slug: "north-america-events",
  technicalName: "north_america_events",
  domains: [{ hostname: "events.example.com", slug: null }],
});
const sites = [main, events];

describe("site resolution", () => {
  it.each([
    ["the main site for a plain path", "127.0.0.1", ["company"], "site-main", ["company"]],
    [
      "a site by the slug after the locale",
      "127.0.0.1",
      ["north-america-events", "contact"],
      "site-events",
      ["contact"],
    ],
    ["a site by its own domain", "events.example.com", ["contact"], "site-events", ["contact"]],
    ["the main site for an unknown host", "unknown.example", [], "site-main", []],
  ])("finds %s", (_rule, host, segments, id, rest) => {
    expect(resolveSite(sites, host, segments)).toEqual({
      site: sites.find((s) => s.id === id),
      rest,
    });
  });

  it("finds nothing when there is no main site", () => {
    expect(resolveSite([events], "127.0.0.1", ["x"])).toBeNull();
  });

  it.each([
    ["Ferrion", "ferrion"],
    ["North America Events", "north_america_events"],
    ["Revolution im Schaltschrank-Bau", "revolution_im_schaltschrank_bau"],
  ])("technical name of %s is %s", (name, technical) => {
    expect(technicalNameOf(name)).toBe(technical);
  });
});

describe("site languages (spec 001 §9 tweaks)", () => {
  it.each([
    ["the main site adds French", { slug: null, technicalName: "ferrion" }, ["en", "de", "fr"]],
    [
      "north-america-events adds Spanish and removes German",
      { slug: "north-america-events", technicalName: "x" },
      ["en", "es"],
    ],
    ["brand-portal removes German", { slug: "brand-portal", technicalName: "x" }, ["en"]],
    [
      "revolution-im-schaltschrankbau removes English",
      { slug: "revolution-im-schaltschrankbau", technicalName: "x" },
      ["de"],
    ],
    [
      "other sites speak English and German",
      { slug: "other", technicalName: "other" },
      ["en", "de"],
    ],
  ])("%s", (_rule, siteFields, languages) => {
    expect(siteLanguages(siteFields)).toEqual(languages);
  });
});

const system: SystemData = reshapeSystemData({
  countries: [
    {
      id: "c1",
      countryCode: "CH",
      name: "Switzerland",
      hidden: false,
      supportedLanguages: [{ languageCode: "de" }, { languageCode: "fr" }, { languageCode: "en" }],
      defaultLanguage: { languageCode: "de" },
      defaultMeasurementSystem: "Metric",
      localizations: [{ locale: "en", name: "Switzerland" }],
    },
    {
      id: "c2",
      countryCode: "US",
      name: "USA",
      hidden: false,
      supportedLanguages: [{ languageCode: "en" }, { languageCode: "es" }],
      defaultLanguage: { languageCode: "en" },
      defaultMeasurementSystem: "Imperial",
      localizations: [],
    },
    {
      id: "c3",
      countryCode: "RU",
      name: "Russia",
      hidden: true,
      supportedLanguages: [{ languageCode: "en" }],
      defaultLanguage: { languageCode: "en" },
      defaultMeasurementSystem: "Metric",
      localizations: [],
    },
  ],
  languages: [
    {
      id: "l1",
      languageCode: "en",
      name: "English",
      defaultCountry: { countryCode: "US" },
      localizations: [],
    },
    {
      id: "l2",
      languageCode: "de",
      name: "German",
      defaultCountry: { countryCode: "CH" },
      localizations: [],
    },
  ],
  sites: [
    {
      id: "site-main",
      name: "Ferrion",
      slug: null,
      internationalOnly: false,
      hideSideButtons: false,
      enableCutFont: false,
      domains: ["127.0.0.1", "example.com/shop"],
      headerNavigation: { id: "h" },
      footerNavigation: { id: "f" },
    },
    {
      id: "site-broken",
      name: "Broken",
      slug: "broken",
      internationalOnly: false,
      hideSideButtons: false,
      enableCutFont: false,
      domains: [],
      headerNavigation: { id: "h" },
      footerNavigation: null,
    },
    {
      id: "site-intl",
      name: "Intl",
      slug: "intl",
      internationalOnly: true,
      hideSideButtons: false,
      enableCutFont: false,
      domains: [],
      headerNavigation: { id: "h" },
      footerNavigation: { id: "f" },
    },
  ],
  brands: [],
});

describe("system data", () => {
  it("drops sites lacking a header or footer navigation", () => {
    expect(system.sites.map((s) => s.id)).toEqual(["site-main", "site-intl"]);
  });

  it("reads domains as hostname plus optional slug", () => {
    expect(system.sites[0]?.domains).toEqual([
      { hostname: "127.0.0.1", slug: null },
      { hostname: "example.com", slug: "shop" },
    ]);
  });

  it("adds the pseudo-country ALL: every language, English, Metric", () => {
    expect(system.countries[0]).toEqual({
      code: "ALL",
      hidden: false,
      supportedLanguages: ["en", "de"],
      defaultLanguage: "en",
      defaultMeasurementSystem: "Metric",
      names: { en: "All", de: "Alle" },
    });
  });
});

describe("locale availability", () => {
  const mainSite = system.sites[0] as Site;
  const intl = system.sites[1] as Site;
  it.each([
    ["a site language without country", "de", mainSite, true],
    ["a language the site does not speak", "es", mainSite, false],
    ["a country that speaks the language", "de-ch", mainSite, true],
    ["a country that does not speak the language", "de-us", mainSite, false],
    ["an unknown country", "de-xx", mainSite, false],
    ["a hidden country", "en-ru", mainSite, false],
    ["a country on an international-only site", "en-us", intl, false],
    ["no country on an international-only site", "en", intl, true],
  ])("%s (%s)", (_rule, code, candidate, available) => {
    const locale = {
      code,
      urlCode: code,
      sisCode: "",
      isInternational: !code.includes("-"),
      language: code.slice(0, 2),
      country: code.includes("-") ? code.slice(3).toUpperCase() : null,
    };
    expect(isLocaleAvailable(locale, candidate, system)).toBe(available);
  });
});
