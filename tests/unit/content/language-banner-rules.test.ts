import { describe, expect, it } from "vitest";

import {
  type LanguageBannerDecision,
  type LanguageBannerInput,
  languageBanner,
} from "@/lib/content/language-banner-rules";

const MAIN_SITE = ["en", "de", "fr"];

const cases: Array<[string, LanguageBannerInput, LanguageBannerDecision | null]> = [
  [
    "a page in the requested language gets no banner",
    {
      requested: "de",
      isLanguageFallback: false,
      pageLanguages: ["en", "de"],
      siteLanguages: MAIN_SITE,
    },
    null,
  ],
  [
    "a German request of an English-only page says so and offers English",
    { requested: "de", isLanguageFallback: true, pageLanguages: ["en"], siteLanguages: MAIN_SITE },
    { message: "unavailable", switchTo: ["en"] },
  ],
  [
    "a French request of a page only in German and English says so and offers both",
    {
      requested: "fr",
      isLanguageFallback: true,
      pageLanguages: ["en", "de"],
      siteLanguages: MAIN_SITE,
    },
    { message: "onlyGermanAndEnglish", switchTo: ["en", "de"] },
  ],
  [
    "the German-and-English notice does not depend on the order of the page's languages",
    {
      requested: "fr",
      isLanguageFallback: true,
      pageLanguages: ["de", "en"],
      siteLanguages: MAIN_SITE,
    },
    { message: "onlyGermanAndEnglish", switchTo: ["en", "de"] },
  ],
  [
    "a French request of an English-only page is plainly unavailable: there is no German",
    { requested: "fr", isLanguageFallback: true, pageLanguages: ["en"], siteLanguages: MAIN_SITE },
    { message: "unavailable", switchTo: ["en"] },
  ],
  [
    "a page in a third language besides German and English is not only in those two",
    {
      requested: "zh",
      isLanguageFallback: true,
      pageLanguages: ["en", "de", "es"],
      siteLanguages: ["en", "de", "es", "zh"],
    },
    { message: "unavailable", switchTo: ["en", "de", "es"] },
  ],
  [
    "a German request never gets the German-and-English notice",
    {
      requested: "de",
      isLanguageFallback: true,
      pageLanguages: ["en", "de"],
      siteLanguages: MAIN_SITE,
    },
    { message: "unavailable", switchTo: ["en"] },
  ],
  [
    "languages the site does not offer are not offered",
    {
      requested: "es",
      isLanguageFallback: true,
      pageLanguages: ["en", "de"],
      siteLanguages: ["en", "es"],
    },
    { message: "onlyGermanAndEnglish", switchTo: ["en"] },
  ],
  [
    "with no language in common with the site, the banner still explains but offers nothing",
    { requested: "de", isLanguageFallback: true, pageLanguages: ["en"], siteLanguages: ["de"] },
    { message: "unavailable", switchTo: [] },
  ],
  [
    "switch targets follow the site's order of languages",
    {
      requested: "fr",
      isLanguageFallback: true,
      pageLanguages: ["de", "en"],
      siteLanguages: ["de", "en", "fr"],
    },
    { message: "onlyGermanAndEnglish", switchTo: ["de", "en"] },
  ],
];

describe("language banner (spec 001 §2)", () => {
  it.each(cases)("%s", (_rule, input, expected) => {
    expect(languageBanner(input)).toEqual(expected);
  });
});
