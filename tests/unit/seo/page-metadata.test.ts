import { describe, expect, it } from "vitest";

import type { Page } from "@/lib/content/types";
import { parseLocaleSegment } from "@/lib/site/derive-locale";
import type { SiteContext } from "@/lib/site-context/get-site-context";
import { pageMetadata } from "@/lib/seo/page-metadata";

const SITE_URL = "https://www.ferrion.example";

function contextIn(localeCode: string): SiteContext {
  return {
    site: { name: "Ferrion", slug: null, domains: [] },
    locale: parseLocaleSegment(localeCode),
    languages: ["en", "de", "fr"],
  } as unknown as SiteContext;
}

function page(fields: Partial<Page> = {}): Page {
  return {
    languages: ["en", "de"],
    isLanguageFallback: false,
    contentLanguage: "de",
    seo: {
      title: null,
      description: "Who we are",
      noIndex: false,
      image: {
        id: "asset",
        url: "https://assets.example/team.jpg",
        fileName: "team.jpg",
        mimeType: "image/jpeg",
        width: 1600,
        height: 900,
        size: null,
        alternativeText: "Our team",
      },
    },
    ...fields,
  } as Page;
}

describe("pageMetadata", () => {
  const metadata = pageMetadata({
    context: contextIn("de-ch"),
    path: "/company/about-us",
    page: page(),
    title: "Über uns | Ferrion",
    siteUrl: SITE_URL,
  });

  it("names the page's own public URL as canonical", () => {
    expect(metadata.alternates?.canonical).toBe(`${SITE_URL}/de-ch/company/about-us`);
  });

  it("lists an alternate for each language the page exists in on the site, plus x-default", () => {
    expect(metadata.alternates?.languages).toEqual({
      en: `${SITE_URL}/en/company/about-us`,
      de: `${SITE_URL}/de/company/about-us`,
      "x-default": `${SITE_URL}/en/company/about-us`,
    });
  });

  it("describes the page for link previews", () => {
    expect(metadata.description).toBe("Who we are");
    expect(metadata.openGraph).toMatchObject({
      title: "Über uns | Ferrion",
      description: "Who we are",
      url: `${SITE_URL}/de-ch/company/about-us`,
      siteName: "Ferrion",
      locale: "de_CH",
      images: [
        { url: "https://assets.example/team.jpg", width: 1600, height: 900, alt: "Our team" },
      ],
    });
  });

  it("names the version in the content's language as canonical for a fallback page", () => {
    const fallback = pageMetadata({
      context: contextIn("fr"),
      path: "/industries/medical",
      page: page({ languages: ["en"], isLanguageFallback: true, contentLanguage: "en" }),
      title: "Medical | Ferrion",
      siteUrl: SITE_URL,
    });
    expect(fallback.alternates?.canonical).toBe(`${SITE_URL}/en/industries/medical`);
    expect(fallback.alternates?.languages).toEqual({
      en: `${SITE_URL}/en/industries/medical`,
      "x-default": `${SITE_URL}/en/industries/medical`,
    });
  });
});
