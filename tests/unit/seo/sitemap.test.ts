import { describe, expect, it } from "vitest";

import { languageAlternates } from "@/lib/seo/language-alternates";
import { sitemapEntries } from "@/lib/seo/sitemap-entries";
import { escapeXml, sitemapXml } from "@/lib/seo/sitemap-xml";

const ORIGIN = "https://www.ferrion.example";

describe("languageAlternates: hreflang of one page", () => {
  it.each([
    {
      rule: "x-default is the English version",
      versions: [
        ["de", `${ORIGIN}/de/company`],
        ["en", `${ORIGIN}/en/company`],
      ] as const,
      alternates: {
        de: `${ORIGIN}/de/company`,
        en: `${ORIGIN}/en/company`,
        "x-default": `${ORIGIN}/en/company`,
      },
    },
    {
      rule: "without an English version, x-default is the first language",
      versions: [
        ["de", `${ORIGIN}/de/company`],
        ["fr", `${ORIGIN}/fr/company`],
      ] as const,
      alternates: {
        de: `${ORIGIN}/de/company`,
        fr: `${ORIGIN}/fr/company`,
        "x-default": `${ORIGIN}/de/company`,
      },
    },
    { rule: "no versions, no alternates", versions: [] as const, alternates: {} },
  ])("$rule", ({ versions, alternates }) => {
    expect(languageAlternates(versions)).toEqual(alternates);
  });
});

describe("sitemapEntries", () => {
  const entries = sitemapEntries(
    [
      [
        "en",
        new Map([
          ["page-home", "/"],
          ["page-about", "/company/about-us"],
        ]),
      ],
      [
        "de",
        new Map([
          ["page-home", "/"],
          ["page-about", "/unternehmen/ueber-uns"],
        ]),
      ],
      ["es", new Map([["page-home", "/"]])],
    ],
    { origin: ORIGIN, siteSlug: null },
  );

  it("lists every page in every language it is in", () => {
    expect(entries.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/en`,
      `${ORIGIN}/en/company/about-us`,
      `${ORIGIN}/de`,
      `${ORIGIN}/de/unternehmen/ueber-uns`,
      `${ORIGIN}/es`,
    ]);
  });

  it("names each page's versions by language, with that language's path, and x-default", () => {
    expect(entries[3]?.alternates).toEqual({
      en: `${ORIGIN}/en/company/about-us`,
      de: `${ORIGIN}/de/unternehmen/ueber-uns`,
      "x-default": `${ORIGIN}/en/company/about-us`,
    });
    expect(Object.keys(entries[0]?.alternates ?? {})).toEqual(["en", "de", "es", "x-default"]);
  });

  it("puts the slug of a site without its own domain into every URL", () => {
    const [entry] = sitemapEntries([["en", new Map([["page-x", "/trade-shows"]])]], {
      origin: ORIGIN,
      siteSlug: "events",
    });
    expect(entry?.loc).toBe(`${ORIGIN}/en/events/trade-shows`);
  });
});

describe("sitemapXml", () => {
  it.each([
    ["&", "&amp;"],
    ["<", "&lt;"],
    [">", "&gt;"],
    ['"', "&quot;"],
    ["'", "&apos;"],
    ["/en/a?b=1&c=<2>", "/en/a?b=1&amp;c=&lt;2&gt;"],
  ])("escapes %s as %s", (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
  });

  it("writes a urlset with loc and xhtml:link alternates", () => {
    const xml = sitemapXml([
      {
        loc: `${ORIGIN}/en?x=1&y=2`,
        alternates: { en: `${ORIGIN}/en`, "x-default": `${ORIGIN}/en` },
      },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        "  <url>",
        `    <loc>${ORIGIN}/en?x=1&amp;y=2</loc>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/en"/>`,
        "  </url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("writes an empty urlset when there are no pages", () => {
    expect(sitemapXml([])).toContain("<urlset");
    expect(sitemapXml([])).not.toContain("<url>");
  });
});
