import { describe, expect, it } from "vitest";

import { parseAcceptLanguage } from "@/lib/routing/accept-language";
import { chooseRootLocale } from "@/lib/routing/root-locale";
import { withoutTrailingSlash } from "@/lib/routing/trailing-slash";

describe("withoutTrailingSlash", () => {
  it.each([
    ["/", null],
    ["/en", null],
    ["/en/", "/en"],
    ["/en/company/", "/en/company"],
    ["/en/company///", "/en/company"],
    ["//evil.example/", "/evil.example"],
    ["///evil.example//", "/evil.example"],
  ])("%s → %s", (path, expected) => {
    expect(withoutTrailingSlash(path)).toBe(expected);
  });
});

describe("parseAcceptLanguage", () => {
  it.each([
    [null, []],
    ["", []],
    ["de", ["de"]],
    ["de-CH,de;q=0.9,en;q=0.8", ["de-ch", "de", "en"]],
    ["en;q=0.5, fr", ["fr", "en"]],
    ["fr;q=0, de", ["de"]],
    ["*, es", ["es"]],
    ["en;q=abc, de", ["de"]],
  ])("%s → %j", (header, expected) => {
    expect(parseAcceptLanguage(header)).toEqual(expected);
  });
});

describe("chooseRootLocale", () => {
  const offered = new Set(["en", "de", "fr", "de-ch", "en-us"]);
  const isAvailable = (code: string) => offered.has(code);
  it.each([
    ["the cookie first", "de-ch", "en", "de-ch"],
    ["a cookie the site does not offer is ignored", "es", "de", "de"],
    ["Accept-Language with a country", undefined, "en-US,en;q=0.9", "en-us"],
    ["the language when the country is not offered", undefined, "de-AT", "de"],
    ["the next language the site speaks", undefined, "ja, fr;q=0.8", "fr"],
    ["English when nothing fits", undefined, "ja", "en"],
    ["English without a header", undefined, null, "en"],
  ])("%s", (_name, cookie, acceptLanguage, expected) => {
    expect(chooseRootLocale({ cookie, acceptLanguage, isAvailable, fallback: "de" })).toBe(
      expected,
    );
  });

  it("falls back to the site's first language when it does not speak English", () => {
    expect(
      chooseRootLocale({
        cookie: undefined,
        acceptLanguage: "ja",
        isAvailable: (code) => code === "de",
        fallback: "de",
      }),
    ).toBe("de");
  });
});
