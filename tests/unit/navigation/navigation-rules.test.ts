import { describe, expect, it } from "vitest";

import type {
  NavigationItemFieldsFragment,
  NavigationTreeFragment,
} from "@/graphql/generated/content";
import { classifyTarget, isSafeBrowserHref } from "@/lib/navigation/classify-target";
import { filterNavigation } from "@/lib/navigation/filter-navigation";
import { findHomeItem, findItemByPath, pagePaths } from "@/lib/navigation/find-navigation-item";
import { localizePath } from "@/lib/navigation/localize-path";
import { reshapeNavigation } from "@/lib/navigation/reshape-navigation";
import { resolveLink } from "@/lib/navigation/resolve-link";
import { pathFromSegments } from "@/lib/content/path-from-segments";

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

function tree(items: RawItem[]) {
  const raw = {
    id: "nav",
    name: "Header",
    theme: null,
    contactLink: null,
    sections: [],
    items,
  } as unknown as NavigationTreeFragment;
  return reshapeNavigation(raw, { slug: null }).items;
}

const header = tree([
  item("home"),
  item("home-us", {
    page: { id: "page-home-us", slug: "home", mainSiteOnly: null },
    countries: [{ countryCode: "US" }],
  }),
  item("company", {
    items: [
      item("about-us", { items: [item("history")] }),
      item("mexico", { countries: [{ countryCode: "MX" }] }),
      item("secret", { hidden: true, items: [item("deeper")] }),
      item("share-price", { page: null, url: "https://www.six-group.com/shares", target: "Blank" }),
    ],
  }),
  item("column", { page: null, items: [item("imprint")] }),
  item("stories", { page: null, url: "/stories" }),
]);

describe("navigation tree", () => {
  it.each([
    ["home", "/"],
    ["company", "/company"],
    ["about-us", "/company/about-us"],
    ["history", "/company/about-us/history"],
    ["imprint", "/imprint"],
    ["stories", "/stories"],
    ["share-price", null],
  ])("%s lives at %s", (id, path) => {
    const found = [...walk(header)].find((candidate) => candidate.id === id);
    expect(found?.unlocalizedUrl).toBe(path);
  });

  it("records each item's branch, root first", () => {
    expect(findItemByPath(header, "/company/about-us/history")?.branch).toEqual([
      "company",
      "about-us",
      "history",
    ]);
  });

  it("gives the marketing section the Dark_White background by default", () => {
    const [withMarketing] = tree([
      item("x", { marketingSection: { logo: null, backgroundColor: null, link: null } }),
    ]);
    expect(withMarketing?.marketingSection?.backgroundColor).toBe("Dark_White");
  });
});

function* walk(items: ReturnType<typeof tree>): Generator<ReturnType<typeof tree>[number]> {
  for (const entry of items) {
    yield entry;
    yield* walk(entry.items);
  }
}

describe("navigation filter (spec 000 §5)", () => {
  const ids = (items: ReturnType<typeof tree>) => [...walk(items)].map((entry) => entry.id);

  it("hides hidden items and their children from visitors", () => {
    const visible = ids(filterNavigation(header, { country: null, isEditor: false }));
    expect(visible).not.toContain("secret");
    expect(visible).not.toContain("deeper");
  });

  it("shows an item without countries everywhere and a country's item only there", () => {
    expect(ids(filterNavigation(header, { country: null, isEditor: false }))).not.toContain(
      "mexico",
    );
    expect(ids(filterNavigation(header, { country: "MX", isEditor: false }))).toContain("mexico");
    expect(ids(filterNavigation(header, { country: "CH", isEditor: false }))).toContain("company");
  });

  it("shows editors every item, hidden ones and every country's", () => {
    const all = ids(filterNavigation(header, { country: null, isEditor: true }));
    expect(all).toEqual(expect.arrayContaining(["secret", "deeper", "mexico", "home-us"]));
  });
});

describe("home item", () => {
  it.each([
    ["the country's own home item", "US", "home-us"],
    ["the universal one for other countries", "CH", "home"],
    ["the universal one when international", null, "home"],
  ])("is %s", (_rule, country, id) => {
    expect(findHomeItem(header, country).id).toBe(id);
  });

  it("fails when no home item fits and none is universal", () => {
    const onlyUs = tree([
      item("home-us", {
        page: { id: "p", slug: "home", mainSiteOnly: null },
        countries: [{ countryCode: "US" }],
      }),
    ]);
    expect(() => findHomeItem(onlyUs, "CH")).toThrow(
      "Invalid home page configuration for the site",
    );
  });
});

describe("page paths", () => {
  it("prefers the header's path and adds pages only in the footer", () => {
    const footer = tree([item("legal", { page: null, items: [item("imprint"), item("company")] })]);
    const paths = pagePaths(header, footer);
    expect(paths.get("page-company")).toBe("/company");
    expect(paths.get("page-imprint")).toBe("/imprint");
  });

  it.each([
    [[], "/"],
    [["company", "about-us"], "/company/about-us"],
    [["Company"], null],
    [["~404"], null],
    [["a b"], null],
    [["..", "etc"], null],
    [["-x"], null],
  ])("segments %j make %s", (segments, path) => {
    expect(pathFromSegments(segments)).toBe(path);
  });
});

describe("link targets (spec 000 §2)", () => {
  it.each([
    ["action:open-news-feed-panel", { kind: "action", action: "open-news-feed-panel" }],
    ["https://example.com/x", { kind: "browser", href: "https://example.com/x" }],
    ["http://example.com", { kind: "browser", href: "http://example.com" }],
    ["hard:/legacy/file.pdf", { kind: "browser", href: "/legacy/file.pdf" }],
    ["mailto:info@ferrion.example", { kind: "browser", href: "mailto:info@ferrion.example" }],
    ["tel:+41415554000", { kind: "browser", href: "tel:+41415554000" }],
    ["/company", { kind: "app", path: "/company" }],
    ["company", { kind: "app", path: "/company" }],
  ])("%s is %j", (target, kind) => {
    expect(classifyTarget(target)).toEqual(kind);
  });

  it.each([
    ["https://x.example", true],
    ["mailto:a@b.example", true],
    ["tel:+41411234567", true],
    ["/local", true],
    ["//evil.example", false],
    ["javascript:alert(1)", false],
    ["data:text/html,x", false],
    ["vbscript:x", false],
  ])("browser href %s is safe: %s", (href, safe) => {
    expect(isSafeBrowserHref(href)).toBe(safe);
  });

  it.each([
    ["/", { localeUrlCode: "de", siteSlug: null }, "/de"],
    ["/company", { localeUrlCode: "de-ch", siteSlug: null }, "/de-ch/company"],
    [
      "/contact",
      { localeUrlCode: "en", siteSlug: "north-america-events" },
      "/en/north-america-events/contact",
    ],
  ])("localizes %s for %j as %s", (path, prefix, expected) => {
    expect(localizePath(path, prefix)).toBe(expected);
  });

  const context = {
    localeUrlCode: "de",
    siteSlug: null,
    pagePaths: new Map([["page-company", "/company"]]),
    productRoutes: new Map([["s-560", "/products/cutting-stripping/fully-automatic/s-560"]]),
  };

  it.each([
    [
      "a page link to a page in the navigation",
      {
        __typename: "PageLink",
        id: "1",
        title: "Firma",
        page: { id: "page-company", slug: "company", title: "Company" },
      },
      { kind: "app", href: "/de/company", label: "Firma" },
    ],
    [
      "a page link to a page outside the navigation",
      {
        __typename: "PageLink",
        id: "1",
        title: null,
        page: { id: "page-x", slug: "x", title: "X" },
      },
      null,
    ],
    [
      "a path link",
      { __typename: "PathLink", id: "1", title: "Stories", path: "/stories" },
      { kind: "app", href: "/de/stories", label: "Stories" },
    ],
    [
      "an external link",
      { __typename: "ExternalLink", id: "1", title: "Six", url: "https://six.example" },
      { kind: "browser", href: "https://six.example", label: "Six" },
    ],
    [
      "an external link with a script protocol",
      { __typename: "ExternalLink", id: "1", title: "x", url: "javascript:alert(1)" },
      null,
    ],
    [
      "a product link, to the product's classification route",
      { __typename: "ProductLink", id: "1", title: "S 560", productSlug: "s-560" },
      { kind: "app", href: "/de/products/cutting-stripping/fully-automatic/s-560", label: "S 560" },
    ],
    [
      "a product link without a route here (unknown, or not offered in the country)",
      { __typename: "ProductLink", id: "1", title: "S 999", productSlug: "s-999" },
      null,
    ],
  ] as const)("resolves %s", (_rule, link, expected) => {
    expect(resolveLink(link as Parameters<typeof resolveLink>[0], context)).toEqual(expected);
  });
});
