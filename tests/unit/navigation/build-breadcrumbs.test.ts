import { describe, expect, it } from "vitest";

import {
  type BreadcrumbEntry,
  buildBreadcrumbs,
  type TrailContext,
  type TrailItem,
  type TrailSource,
  usesCatalogueTrail,
} from "@/lib/navigation/build-breadcrumbs";
import { navigationBranch } from "@/lib/navigation/navigation-branch";
import type { NavigationItem } from "@/lib/navigation/types";

function crumb(
  title: string,
  unlocalizedUrl: string | null,
  breadcrumbOverride: string | null = null,
) {
  return { title, unlocalizedUrl, breadcrumbOverride } satisfies TrailItem;
}

const home = crumb("Home", "/");
const mainSite: TrailContext = { home, prefix: { localeUrlCode: "en", siteSlug: null } };
const slugSite: TrailContext = {
  home,
  prefix: { localeUrlCode: "de-ch", siteSlug: "north-america-events" },
};

describe("buildBreadcrumbs (spec 000 §2 Breadcrumbs)", () => {
  const cases: Array<{
    rule: string;
    source: TrailSource;
    context?: TrailContext;
    trail: BreadcrumbEntry[];
  }> = [
    {
      rule: "a page's trail is its navigation branch, the home item first",
      source: {
        kind: "navigation",
        branch: [
          crumb("Industries", "/industries"),
          crumb("Automotive", "/industries/automotive"),
          crumb("E-mobility", "/industries/automotive/e-mobility"),
        ],
      },
      trail: [
        { title: "Home", route: "/en" },
        { title: "Industries", route: "/en/industries" },
        { title: "Automotive", route: "/en/industries/automotive" },
        { title: "E-mobility", route: "/en/industries/automotive/e-mobility" },
      ],
    },
    {
      rule: "a breadcrumb override replaces the item's title",
      source: {
        kind: "navigation",
        branch: [
          crumb("Industries", "/industries"),
          crumb("Wire harness production", "/industries/wire-harness", "Wire harness"),
        ],
      },
      trail: [
        { title: "Home", route: "/en" },
        { title: "Industries", route: "/en/industries" },
        { title: "Wire harness", route: "/en/industries/wire-harness" },
      ],
    },
    {
      rule: "the home item's override replaces its title too",
      source: { kind: "navigation", branch: [crumb("Contact", "/contact")] },
      context: { ...mainSite, home: crumb("Home", "/", "Start") },
      trail: [
        { title: "Start", route: "/en" },
        { title: "Contact", route: "/en/contact" },
      ],
    },
    {
      rule: "routes carry the locale and the site slug of a site reached by slug",
      source: { kind: "navigation", branch: [crumb("Trade shows", "/trade-shows")] },
      context: slugSite,
      trail: [
        { title: "Home", route: "/de-ch/north-america-events" },
        { title: "Trade shows", route: "/de-ch/north-america-events/trade-shows" },
      ],
    },
    {
      rule: "items without a page of their own (footer columns) are left out",
      source: {
        kind: "navigation",
        branch: [crumb("Legal", null), crumb("Imprint", "/imprint")],
      },
      trail: [
        { title: "Home", route: "/en" },
        { title: "Imprint", route: "/en/imprint" },
      ],
    },
    {
      rule: "the home page's trail is the home item alone",
      source: { kind: "navigation", branch: [home] },
      trail: [{ title: "Home", route: "/en" }],
    },
    {
      rule: "a page not found gets the home item plus an entry titled 404 linking to /",
      source: { kind: "not-found", title: "404" },
      trail: [
        { title: "Home", route: "/en" },
        { title: "404", route: "/en" },
      ],
    },
    {
      rule: "the error page's trail is Home > the error page title",
      source: { kind: "error", title: "Error", route: "/en/company" },
      trail: [
        { title: "Home", route: "/en" },
        { title: "Error", route: "/en/company" },
      ],
    },
    {
      rule: "a catalogue page's trail is the classification lineage",
      source: {
        kind: "catalogue",
        lineage: [
          { name: "Products", route: "/products" },
          { name: "Crimping", route: "/products/crimping" },
        ],
      },
      trail: [
        { title: "Home", route: "/en" },
        { title: "Products", route: "/en/products" },
        { title: "Crimping", route: "/en/products/crimping" },
      ],
    },
  ];

  it.each(cases)("$rule", ({ source, context = mainSite, trail }) => {
    expect(buildBreadcrumbs(source, context)).toEqual(trail);
  });
});

describe("usesCatalogueTrail: paths starting with or ending in a catalogue segment", () => {
  it.each([
    ["/products", true],
    ["/products/crimping/crimp-center-36", true],
    ["/services/retrofit", true],
    ["/smart-factory", true],
    ["/company/services", true],
    ["/industries/automotive/smart-factory", true],
    ["/company/products-overview", false],
    ["/company/services/contact", false],
    ["/", false],
    ["/industries/automotive", false],
  ])("%s → %s", (path, expected) => {
    expect(usesCatalogueTrail(path)).toBe(expected);
  });
});

describe("navigationBranch", () => {
  function item(id: string, items: NavigationItem[] = []): NavigationItem {
    return { id, title: id, items } as NavigationItem;
  }
  const roots = [item("home"), item("company", [item("about", [item("history")])])];

  it("finds the items of a branch, root first", () => {
    expect(
      navigationBranch(roots, ["company", "about", "history"])?.map((found) => found.id),
    ).toEqual(["company", "about", "history"]);
  });

  it("is null when the tree does not hold the whole branch", () => {
    expect(navigationBranch(roots, ["company", "careers"])).toBeNull();
  });
});
