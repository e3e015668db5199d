import { describe, expect, it } from "vitest";
import {
  documentLocales,
  isLocaleMap,
  parseLocalesHeader,
  pickLocale,
  resolveLocalized,
} from "../../../local-services/content/locales.mjs";
import { loadSchemaModel } from "../../../local-services/content/schema-model.mjs";
import { createTestContent } from "./helpers";

const schema = loadSchemaModel();
const locales = schema.localeSet;

describe("isLocaleMap", () => {
  it.each([
    ["locale map", { en: "Careers", de: "Karriere" }, true],
    ["single-locale map", { de: "x" }, true],
    ["map of lists", { en: [], de: [{ __typename: "HeroModule" }] }, true],
    ["plain string", "Careers", false],
    ["null", null, false],
    ["list", ["en"], false],
    ["empty object", {}, false],
    ["component", { title: "x", en: "y" }, false],
    ["unknown locale key", { en: "x", "de-CH": "y" }, false],
  ])("%s", (_name, value, expected) => {
    expect(isLocaleMap(value, locales)).toBe(expected);
  });
});

describe("documentLocales", () => {
  it.each([
    [
      "keys of top-level localized maps",
      { title: { en: "a", de: "b" }, modules: { en: [], fr: [] } },
      ["de", "en", "fr"],
    ],
    ["no localized map: every locale", { title: "plain", slug: "x" }, null],
    [
      "maps in non-localized fields do not count",
      { title: { en: "a" }, slug: { de: "x" } },
      ["en"],
    ],
    ["nested maps do not count", { title: { en: "a" }, seo: { title: { fr: "x" } } }, ["en"]],
  ])("%s", (_name, data, expected) => {
    const result = documentLocales(schema, "ContentPage", data);
    expect(result === null ? null : [...result].sort()).toEqual(expected);
  });
});

describe("pickLocale", () => {
  it.each([
    ["first requested that exists", new Set(["en", "de"]), ["de", "en"], "de"],
    ["falls back along the list", new Set(["en"]), ["de", "en"], "en"],
    ["none of the requested: omitted", new Set(["en"]), ["de", "fr"], null],
    ["exists everywhere", null, ["ja"], "ja"],
  ] as const)("%s", (_name, existing, requested, expected) => {
    expect(pickLocale(existing, requested)).toBe(expected);
  });
});

describe("resolveLocalized", () => {
  it.each([
    ["document locale", { en: "A", de: "B" }, "de", ["de"], "B"],
    ["along the requested list", { en: "A", fr: "C" }, "de", ["de", "fr"], "C"],
    ["then en", { en: "A", fr: "C" }, "de", ["de"], "A"],
    ["else null", { fr: "C" }, "de", ["de"], null],
    ["null values fall back", { en: "A", de: null }, "de", ["de"], "A"],
    ["plain value as is", "Plain", "de", ["de"], "Plain"],
    ["no inherited key as a locale", { en: "A" }, "constructor", ["__proto__"], "A"],
  ])("%s", (_name, value, locale, requested, expected) => {
    expect(resolveLocalized(value, { locale, locales: requested }, locales)).toEqual(expected);
  });
});

it("parses the gcms-locales header", () => {
  expect(parseLocalesHeader(" de , en ")).toEqual(["de", "en"]);
  expect(parseLocalesHeader("")).toBeUndefined();
  expect(parseLocalesHeader(null)).toBeUndefined();
});

describe("locale choice through GraphQL", () => {
  const pages = `query ($locales: [Locale!]) { contentPages(locales: $locales) { id locale title } }`;

  it.each([
    ["default [en]", undefined, { "page-about": "en", "page-home": "en", "page-medical": "en" }],
    ["de only omits en-only pages", ["de"], { "page-about": "de", "page-home": "de" }],
    [
      "de with en fallback",
      ["de", "en"],
      { "page-about": "de", "page-home": "de", "page-medical": "en" },
    ],
    ["fr exists only for home", ["fr"], { "page-home": "fr" }],
    ["ja: nothing", ["ja"], {}],
  ])("%s", async (_name, requested, expected) => {
    const content = createTestContent();
    const { contentPages } = await content.data<{
      contentPages: Array<{ id: string; locale: string }>;
    }>(pages, { variables: { locales: requested } });
    expect(Object.fromEntries(contentPages.map((p) => [p.id, p.locale]))).toEqual(expected);
  });

  it("single queries return null when the document exists in none of the locales", async () => {
    const content = createTestContent();
    const query = `query ($l: [Locale!]) { contentPage(where: { slug: "medical" }, locales: $l) { locale title } }`;
    expect((await content.data(query, { variables: { l: ["de"] } })).contentPage).toBeNull();
    expect((await content.data(query, { variables: { l: ["de", "en"] } })).contentPage).toEqual({
      locale: "en",
      title: "Medical",
    });
  });

  it("takes the gcms-locales header when the argument is absent, the argument otherwise", async () => {
    const content = createTestContent();
    const query = `{ a: contentPage(where: { id: "page-home" }) { title } b: contentPage(where: { id: "page-home" }, locales: [fr]) { title } }`;
    expect(await content.data(query, { headers: { "gcms-locales": "de,en" } })).toEqual({
      a: { title: "Startseite" },
      b: { title: "Accueil" },
    });
  });

  it("refuses unknown locales in the header", async () => {
    const content = createTestContent();
    const { body } = await content.query("{ contentPages { id } }", {
      headers: { "gcms-locales": "de,xx" },
    });
    expect(body.errors?.[0]?.message).toBe('gcms-locales header: unknown locale "xx"');
  });

  it("resolves localized fields inside components with the document locale", async () => {
    const content = createTestContent();
    const result = await content.data(
      `{ navigation(where: { id: "nav-header" }, locales: [de, en]) { locale items { title items { title } } } }`,
    );
    expect(result.navigation).toEqual({
      locale: "de",
      items: [
        { title: "Start", items: [] },
        // "Graduates" is kept although its page is DRAFT-only; "Medical" is a plain value.
        { title: "Über", items: [{ title: "Absolventen" }, { title: "Medical" }] },
      ],
    });
  });

  it("falls back along the request for nested values missing in the document locale", async () => {
    const content = createTestContent();
    const result = await content.data(
      `{ contentPage(where: { id: "page-home" }, locales: [fr, de]) { locale seo { description } } }`,
    );
    expect(result.contentPage).toEqual({ locale: "fr", seo: { description: "Kabelverarbeitung" } });
  });

  it("lists localizations, filtered and with the current one on request", async () => {
    const content = createTestContent();
    const result = await content.data(`{
      contentPage(where: { id: "page-home" }, locales: [de]) {
        others: localizations { locale title }
        all: localizations(includeCurrent: true) { locale }
        onlyFr: localizations(locales: [fr, ja]) { locale title }
      }
    }`);
    expect(result.contentPage).toEqual({
      others: [
        { locale: "en", title: "Home" },
        { locale: "fr", title: "Accueil" },
      ],
      all: [{ locale: "en" }, { locale: "de" }, { locale: "fr" }],
      onlyFr: [{ locale: "fr", title: "Accueil" }],
    });
  });
});
