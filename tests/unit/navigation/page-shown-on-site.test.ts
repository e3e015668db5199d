import { describe, expect, it } from "vitest";

import type { NavigationTreeFragment } from "@/graphql/generated/content";
import { pagePaths } from "@/lib/navigation/find-navigation-item";
import { isPageShownOnSite } from "@/lib/navigation/page-shown-on-site";
import { reshapeNavigation } from "@/lib/navigation/reshape-navigation";

const mainSite = { slug: null };
const eventsSite = { slug: "north-america-events" };

describe("isPageShownOnSite (spec 000 §6 mainSiteOnly)", () => {
  it.each([
    ["an ordinary page on the main site", { mainSiteOnly: false }, mainSite, true],
    ["an ordinary page on another site", { mainSiteOnly: false }, eventsSite, true],
    ["a page without the flag on another site", { mainSiteOnly: null }, eventsSite, true],
    ["a main-site-only page on the main site", { mainSiteOnly: true }, mainSite, true],
    ["a main-site-only page on another site", { mainSiteOnly: true }, eventsSite, false],
  ])("%s → shown: %s", (_name, page, site, shown) => {
    expect(isPageShownOnSite(page, site)).toBe(shown);
  });
});

// The events site's footer links the main site's legal pages, as the demo content does.
function footer(): NavigationTreeFragment {
  const entry = (id: string, page: object | null, items: object[] = []) => ({
    id,
    title: id,
    breadcrumbOverride: null,
    hidden: false,
    url: null,
    target: null,
    countries: [],
    page,
    marketingSection: null,
    contentTeaserCard: null,
    sections: [],
    items,
  });
  return {
    id: "nav-footer",
    name: "Footer",
    theme: null,
    contactLink: null,
    sections: [],
    items: [
      entry("legal", null, [
        entry("imprint", { id: "page-imprint", slug: "imprint", mainSiteOnly: true }, [
          entry("imprint-archive", { id: "page-archive", slug: "archive", mainSiteOnly: false }),
        ]),
        entry("contact", { id: "page-contact", slug: "contact", mainSiteOnly: false }),
      ]),
    ],
  } as unknown as NavigationTreeFragment;
}

function legalColumnOnly(): NavigationTreeFragment {
  const tree = footer();
  const [legal] = tree.items as unknown as Array<{ items: Array<{ id: string }> }>;
  legal!.items = legal!.items.filter((entry) => entry.id === "imprint");
  return tree;
}

describe("a site's navigation leaves out main-site-only pages on other sites", () => {
  it.each([
    ["main site", mainSite, ["legal"]],
    ["events site", eventsSite, []],
  ])("%s: a column left empty by the rule is left out too", (_name, site, expected) => {
    const navigation = reshapeNavigation(legalColumnOnly(), site);
    expect(navigation.items.map((item) => item.id)).toEqual(expected);
  });

  it("keeps a column that was empty in the content system", () => {
    const tree = footer();
    (tree.items as unknown as Array<{ items: unknown[] }>)[0]!.items = [];
    expect(reshapeNavigation(tree, eventsSite).items.map((item) => item.id)).toEqual(["legal"]);
  });

  it.each([
    [
      "main site",
      mainSite,
      [
        ["page-imprint", "/imprint"],
        ["page-archive", "/imprint/archive"],
        ["page-contact", "/contact"],
      ],
    ],
    ["events site", eventsSite, [["page-contact", "/contact"]]],
  ])("%s: the pages it reaches", (_name, site, expected) => {
    const navigation = reshapeNavigation(footer(), site);
    expect([...pagePaths(navigation.items, [])]).toEqual(expected);
  });
});
