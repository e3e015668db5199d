import { describe, expect, it } from "vitest";

import { isPageShownOnSite } from "@/lib/content/page-shown-on-site";

describe("isPageShownOnSite (spec 000 §6 mainSiteOnly)", () => {
  const mainSite = { slug: null };
  const eventsSite = { slug: "north-america-events" };

  it.each([
    ["an ordinary page on the main site", false, mainSite, true],
    ["an ordinary page on another site", false, eventsSite, true],
    ["a main-site-only page on the main site", true, mainSite, true],
    ["a main-site-only page on another site", true, eventsSite, false],
    [
      "a main-site-only page on a site with an empty slug (the main site)",
      true,
      { slug: "" },
      true,
    ],
  ])("%s → shown: %s", (_name, mainSiteOnly, site, shown) => {
    expect(isPageShownOnSite({ mainSiteOnly }, site)).toBe(shown);
  });
});
