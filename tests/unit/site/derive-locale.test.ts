import { describe, expect, it } from "vitest";

import { parseLocaleSegment, sisCodeFor } from "@/lib/site/derive-locale";
import { languageOptions, switchLocaleInPath } from "@/lib/site/language-options";
import { decodeSiteSegment, encodeSiteSegment } from "@/lib/site/site-segment";

describe("service-system codes (spec 001 §3)", () => {
  it.each([
    ["en", "en-US"],
    ["de", "de-CH"],
    ["fr", "fr-FR"],
    ["zh", "zh-CN"],
    ["ja", "ja-JP"],
    ["es", "es-ES"],
    ["pt", "pt-BR"],
    ["cs", "cs-CZ"],
    ["hu", "hu-HU"],
    ["ro", "ro-RO"],
    ["sk", "sk-SK"],
    ["it", "en-US"],
    ["pl", "en-US"],
  ])("%s → %s", (language, sisCode) => {
    expect(sisCodeFor(language)).toBe(sisCode);
  });
});

describe("locale segment", () => {
  it.each([
    [
      "de",
      {
        code: "de",
        urlCode: "de",
        sisCode: "de-CH",
        isInternational: true,
        language: "de",
        country: null,
      },
    ],
    [
      "fr",
      {
        code: "fr",
        urlCode: "fr",
        sisCode: "fr-FR",
        isInternational: true,
        language: "fr",
        country: null,
      },
    ],
    [
      "de-ch",
      {
        code: "de-CH",
        urlCode: "de-ch",
        sisCode: "de-CH",
        isInternational: false,
        language: "de",
        country: "CH",
      },
    ],
    [
      "en-us",
      {
        code: "en-US",
        urlCode: "en-us",
        sisCode: "en-US",
        isInternational: false,
        language: "en",
        country: "US",
      },
    ],
  ])("reads %s", (segment, locale) => {
    expect(parseLocaleSegment(segment)).toEqual(locale);
  });

  it.each(["", "DE", "de-CH", "deu", "de_ch", "de-", "company", "1a", "de-chx"])(
    "%j is not a locale",
    (segment) => {
      expect(parseLocaleSegment(segment)).toBeNull();
    },
  );
});

describe("language switch", () => {
  const names = {
    en: { en: "English", de: "Englisch" },
    de: { en: "German", de: "Deutsch" },
    fr: { en: "French", fr: "Français" },
  };

  it("keeps the country where it speaks the language, else goes international", () => {
    const options = languageOptions(
      ["en", "de", "fr"],
      { code: "CH", supportedLanguages: ["de", "fr"] },
      names,
    );
    expect(options).toEqual([
      { language: "en", urlCode: "en", name: "English" },
      { language: "de", urlCode: "de-ch", name: "Deutsch" },
      { language: "fr", urlCode: "fr-ch", name: "Français" },
    ]);
  });

  it.each([
    ["/en/company/about-us", "de", "/de/company/about-us"],
    ["/en", "fr", "/fr"],
    ["/en/north-america-events/trade-shows", "es", "/es/north-america-events/trade-shows"],
  ])("%s in %s is %s", (path, urlCode, expected) => {
    expect(switchLocaleInPath(path, urlCode)).toBe(expected);
  });
});

describe("internal site segment", () => {
  const VISITOR = { isEditor: false, stage: "PUBLISHED", isNextRelease: false } as const;
  it("gives DRAFT to editors only", () => {
    expect(encodeSiteSegment({ siteId: "s", cacheMode: "default", stage: "DRAFT" })).toBe("s");
    expect(decodeSiteSegment("s~draft").stage).toBe("PUBLISHED");
  });

  it.each([
    [{ siteId: "site-main", cacheMode: "default", ...VISITOR }, "site-main"],
    [{ siteId: "site-main", cacheMode: "bypass", ...VISITOR }, "site-main~nocache"],
    [
      { siteId: "site-main", cacheMode: "default", ...VISITOR, isNextRelease: true },
      "site-main~next",
    ],
    [{ siteId: "site-x", cacheMode: "default", ...VISITOR, isEditor: true }, "site-x~editor"],
    [
      {
        siteId: "site-x",
        cacheMode: "bypass",
        isEditor: true,
        stage: "DRAFT",
        isNextRelease: true,
      },
      "site-x~nocache~editor~draft~next",
    ],
  ] as const)("%j ⇄ %s", (segment, encoded) => {
    expect(encodeSiteSegment(segment)).toBe(encoded);
    expect(decodeSiteSegment(encoded)).toEqual(segment);
  });
});
