import { describe, expect, it } from "vitest";

import { systemPageIntro } from "@/lib/content/system-page-intro";

describe("a list page's system page, in the page's language or another", () => {
  it.each([
    // Translated: the editors' title, nothing marked.
    [{ locale: "de", title: "Medienmitteilungen" }, "de", { title: "Medienmitteilungen" }],
    // Only in English on a French page: the interface names the page, the rest is marked English.
    [
      { locale: "en", title: "Media releases" },
      "fr",
      { title: "Communiqués de presse", otherLanguage: "en" },
    ],
    // No system page at all: the interface's title.
    [null, "fr", { title: "Communiqués de presse" }],
  ])("%j on a %s page", (systemPage, language, expected) => {
    expect(systemPageIntro(systemPage, language, "Communiqués de presse")).toEqual({
      otherLanguage: undefined,
      ...expected,
    });
  });
});
