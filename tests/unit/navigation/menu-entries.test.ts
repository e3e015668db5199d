import { describe, expect, it } from "vitest";

import { hasFeatures, menuEntries } from "@/components/layout/menu-entries";
import { marketingBackgroundClass } from "@/components/layout/marketing-background";
import type {
  AssetFieldsFragment,
  NavigationItemFieldsFragment,
  NavigationTreeFragment,
  SectionFieldsFragment,
} from "@/graphql/generated/content";
import type { LinkContext } from "@/lib/navigation/resolve-link";
import { reshapeNavigation } from "@/lib/navigation/reshape-navigation";

type RawItem = NavigationItemFieldsFragment & { items?: RawItem[] };

function item(id: string, fields: Partial<RawItem> = {}): RawItem {
  return {
    id,
    title: id,
    breadcrumbOverride: null,
    hidden: false,
    url: null,
    target: null,
    countries: [],
    page: { id: `page-${id}`, slug: id, mainSiteOnly: null },
    marketingSection: null,
    contentTeaserCard: null,
    sections: [],
    items: [],
    ...fields,
  };
}

/** Items name their sections; menuEntries takes the section contents from the map it is given. */
function sectionRefs(...ids: string[]): SectionFieldsFragment[] {
  return ids.map((id) => ({ id, title: "", links: [] }));
}

function entriesOf(items: RawItem[], sections: SectionFieldsFragment[] = []) {
  const raw = { id: "nav", name: "Header", theme: null, contactLink: null, sections: [], items };
  const navigation = reshapeNavigation(raw as unknown as NavigationTreeFragment, { slug: null });
  return menuEntries(
    navigation.items,
    context,
    new Map(sections.map((section) => [section.id, section])),
  );
}

const context: LinkContext = {
  localeUrlCode: "de",
  siteSlug: null,
  pagePaths: new Map([["page-e-mobility", "/industries/automotive/e-mobility"]]),
  productRoutes: new Map(),
};

const logo: AssetFieldsFragment = {
  id: "asset-logo-strixa",
  url: "http://cms.test/logo-strixa",
  fileName: "logo-strixa.svg",
  mimeType: "image/svg+xml",
  width: 304,
  height: 52,
  size: 480,
  alternativeText: "Strixa-Logo",
};

const quickLinks: SectionFieldsFragment = {
  id: "section-quick",
  title: "Direkt zu",
  links: [
    {
      __typename: "PageLink",
      id: "l1",
      title: null,
      page: { id: "page-e-mobility", slug: "e-mobility", title: "Elektromobilität" },
    },
    { __typename: "PathLink", id: "l2", title: "Experten fragen", path: "/contact" },
    // No text to show, and a page outside the navigation: both left out.
    { __typename: "PathLink", id: "l3", title: null, path: "/untitled" },
    {
      __typename: "PageLink",
      id: "l4",
      title: "Nirgends",
      page: { id: "page-unknown", slug: "x", title: "X" },
    },
  ],
};

describe("menu entries show what a navigation item carries (spec 000 §3)", () => {
  it("shows an item's sections in its order, with links resolved for the locale", () => {
    const [industries] = entriesOf(
      [item("industries", { sections: sectionRefs("section-quick", "section-missing") })],
      [quickLinks],
    );
    expect(industries?.sections).toEqual([
      {
        id: "section-quick",
        title: "Direkt zu",
        links: [
          {
            key: "0-Elektromobilität",
            link: {
              kind: "app",
              href: "/de/industries/automotive/e-mobility",
              label: "Elektromobilität",
            },
          },
          {
            key: "1-Experten fragen",
            link: { kind: "app", href: "/de/contact", label: "Experten fragen" },
          },
        ],
      },
    ]);
  });

  it("leaves out a section that failed to load and came back empty", () => {
    const [industries] = entriesOf(
      [item("industries", { sections: sectionRefs("section-empty") })],
      [{ id: "section-empty", title: "", links: [] }],
    );
    expect(industries?.sections).toEqual([]);
    expect(industries && hasFeatures(industries)).toBe(false);
  });

  it.each([
    [
      "a link with its own title",
      {
        logo,
        backgroundColor: "Copper" as const,
        link: {
          __typename: "ExternalLink" as const,
          id: "m",
          title: "Strixa",
          url: "https://x.example",
        },
      },
      { text: "Strixa", background: marketingBackgroundClass("Copper") },
    ],
    [
      "a link without title and an unset colour",
      {
        logo,
        backgroundColor: null,
        link: { __typename: "PathLink" as const, id: "m", title: null, path: "/strixa" },
      },
      { text: "Strixa-Logo", background: marketingBackgroundClass("Dark_White") },
    ],
  ])("shows a marketing section with %s", (_, marketingSection, expected) => {
    const [expertise] = entriesOf([item("expertise", { marketingSection })]);
    expect(expertise?.marketing?.logo).toEqual(logo);
    expect(expertise?.marketing?.linkText).toBe(expected.text);
    expect(expertise?.marketing?.backgroundClass).toBe(expected.background);
    expect(expertise && hasFeatures(expertise)).toBe(true);
  });

  it("shows nothing for a marketing section with neither logo nor link", () => {
    const [expertise] = entriesOf([
      item("expertise", {
        marketingSection: { logo: null, backgroundColor: "Copper", link: null },
      }),
    ]);
    expect(expertise?.marketing).toBeNull();
  });

  it("shows a content teaser card with its link resolved", () => {
    const [company] = entriesOf([
      item("company", {
        contentTeaserCard: {
          title: "Halb so viele Emissionen",
          text: "Solarstrom vom Dach",
          image: logo,
          link: {
            __typename: "PathLink",
            id: "t",
            title: "Ziele",
            path: "/company/sustainability",
          },
        },
      }),
    ]);
    expect(company?.teaserCard).toEqual({
      title: "Halb so viele Emissionen",
      text: "Solarstrom vom Dach",
      image: logo,
      link: { kind: "app", href: "/de/company/sustainability", label: "Ziele" },
    });
  });

  it("an item with only child items keeps the narrow sub-menu", () => {
    const [careers] = entriesOf([item("careers", { items: [item("jobs")] })]);
    expect(careers?.children.map((child) => child.title)).toEqual(["jobs"]);
    expect(careers && hasFeatures(careers)).toBe(false);
  });
});
