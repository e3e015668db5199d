import { describe, expect, it } from "vitest";
import { CONTENT_SYSTEM } from "../../../local-services/content/documents.mjs";
import { derivedComponentId } from "../../../local-services/content/seed-expand.mjs";
import { DRAFT_HEADERS, TEST_ORIGIN, createTestContent } from "./helpers";

describe("relations", () => {
  it("loads list and single relations, in stored order", async () => {
    const content = createTestContent();
    const result = await content.data(`{
      countries(where: { id: "country-ch" }) {
        supportedLanguages { id name }
        defaultLanguage { id defaultCountry { countryCode } }
      }
    }`);
    expect(result.countries).toEqual([
      {
        supportedLanguages: [
          { id: "lang-de", name: "German" },
          { id: "lang-en", name: "English" },
        ],
        defaultLanguage: { id: "lang-de", defaultCountry: { countryCode: "CH" } },
      },
    ]);
  });

  it("resolves a navigation tree with pages, countries and nested items", async () => {
    const content = createTestContent();
    const result = await content.data(`{
      site(where: { id: "site-main" }) {
        headerNavigation {
          items { title page { id slug } countries { countryCode } items { title page { slug } } }
        }
      }
    }`);
    expect(result.site).toEqual({
      headerNavigation: {
        items: [
          { title: "Home", page: { id: "page-home", slug: "home" }, countries: [], items: [] },
          {
            title: "About",
            page: { id: "page-about", slug: "about-us" },
            countries: [{ countryCode: "CH" }, { countryCode: "US" }],
            // The graduates page exists only in DRAFT, so the PUBLISHED tree has no page there.
            items: [
              { title: "Graduates", page: null },
              { title: "Medical", page: { slug: "medical" } },
            ],
          },
        ],
      },
    });
  });

  it("loads related documents in the stage of the enclosing document", async () => {
    const content = createTestContent();
    const result = await content.data(
      `{ navigation(where: { id: "nav-header" }, stage: DRAFT) { items { page { stage title } items { page { id } } } } }`,
      { headers: DRAFT_HEADERS },
    );
    expect(result.navigation).toEqual({
      items: [
        { page: { stage: "DRAFT", title: "Home" }, items: [] },
        {
          page: { stage: "DRAFT", title: "About Ferrion" },
          items: [{ page: { id: "page-graduates" } }, { page: { id: "page-medical" } }],
        },
      ],
    });
  });

  it("loads related documents in the request locales, each choosing its own locale", async () => {
    const content = createTestContent();
    const result = await content.data(
      `{ navigation(where: { id: "nav-header" }, locales: [de, en]) { items { items { page { locale title } } } } }`,
      { headers: DRAFT_HEADERS },
    );
    expect(result.navigation).toEqual({
      items: [
        { items: [] },
        { items: [{ page: null }, { page: { locale: "en", title: "Medical" } }] },
      ],
    });
  });

  it("drops missing ids from lists and returns null for a missing single relation", async () => {
    const content = createTestContent();
    const country = content.store.getDocument(CONTENT_SYSTEM, "Country", "country-ch", "PUBLISHED");
    const language = content.store.getDocument(CONTENT_SYSTEM, "Language", "lang-de", "PUBLISHED");
    content.store.putDocuments(CONTENT_SYSTEM, [
      {
        model: "Country",
        id: "country-ch",
        stage: "PUBLISHED",
        data: { ...country?.data, supportedLanguages: ["lang-xx", "lang-en"] },
      },
      {
        model: "Language",
        id: "lang-de",
        stage: "PUBLISHED",
        data: { ...language?.data, defaultCountry: "country-gone" },
      },
    ]);
    const result = await content.data(`{
      countries(where: { id: "country-ch" }) { supportedLanguages { id } defaultLanguage { id defaultCountry { id } } }
    }`);
    expect(result.countries).toEqual([
      {
        supportedLanguages: [{ id: "lang-en" }],
        defaultLanguage: { id: "lang-de", defaultCountry: null },
      },
    ]);
  });

  it("returns components inline, resolves unions by __typename and derives missing ids", async () => {
    const content = createTestContent();
    const result = await content.data(`{
      contentPage(where: { slug: "home" }) {
        modules {
          __typename
          ... on HeroModule { id title image { id url size } link { __typename ... on PageLink { id title page { slug } } } }
          ... on RichTextModule { id body { markdown } }
        }
      }
    }`);
    expect(result.contentPage).toEqual({
      modules: [
        {
          __typename: "HeroModule",
          id: derivedComponentId("page-home", "modules.en[0]"),
          title: "Shape the wires of tomorrow",
          image: { id: "asset-hero", url: `${TEST_ORIGIN}/content/assets/asset-hero`, size: 144 },
          link: {
            __typename: "PageLink",
            id: derivedComponentId("page-home", "modules.en[0].link"),
            title: "About us",
            page: { slug: "about-us" },
          },
        },
        { __typename: "RichTextModule", id: "rich-1", body: { markdown: "We *are*" } },
      ],
    });
  });

  it("builds asset URLs from the handle, else the id", async () => {
    const content = createTestContent();
    const result = await content.data(
      `{ a: asset(where: { id: "asset-logo" }) { handle url size } b: asset(where: { id: "asset-hero" }) { handle } }`,
    );
    expect(result).toEqual({
      a: { handle: "logo-handle", url: `${TEST_ORIGIN}/content/assets/logo-handle`, size: 999 },
      b: { handle: "asset-hero" },
    });
  });
});
