import { describe, expect, it } from "vitest";

import {
  fileBasedRoute,
  isNotFoundRoute,
  isPerQueryPage,
  NON_SITE_PATHS,
} from "@/lib/routing/route-table";
import { config } from "@/proxy";

// Next.js reads `config.matcher` as a path pattern; this one is a plain regular expression.
const matcher = new RegExp(`^${config.matcher[0]}$`);

describe("the route table", () => {
  it.each([
    [["products", "strippers"], "catalogue"],
    [["smart-factory"], "catalogue"],
    [["stories", "x"], "stories"],
    [["media-releases"], "media-releases"],
    [["editor"], "editor"],
    [["search"], "search"],
    [["mykomax", "tickets", "list"], "portal"],
    [["callback"], "sign-in-return"],
    [["company", "about-us"], undefined],
    [[], undefined],
    [["constructor"], undefined],
  ])("%j is %s", (segments, kind) => {
    expect(fileBasedRoute(segments)).toBe(kind);
  });

  it.each([
    [["search"], true],
    [["callback"], true],
    [["stories"], false],
    [["company"], false],
  ])("%j follows its query: %s", (segments, expected) => {
    expect(isPerQueryPage(segments)).toBe(expected);
  });

  it("knows its 404 segment", () => {
    expect(isNotFoundRoute(["~404"])).toBe(true);
    expect(isNotFoundRoute(["~404", "x"])).toBe(false);
  });
});

describe("proxy.ts sees exactly the paths of a site", () => {
  const nonSite = NON_SITE_PATHS.flatMap((path) =>
    path.endsWith("/") ? [`/${path}x`, `/${path}deep/er`] : [`/${path}`],
  );
  it.each(nonSite)("%s never reaches proxy.ts", (path) => {
    expect(matcher.test(path)).toBe(false);
  });

  it.each(["/", "/en", "/en/company/about-us", "/style-guides", "/en/api/x", "/apis", "/file"])(
    "%s is routed by proxy.ts",
    (path) => {
      expect(matcher.test(path)).toBe(true);
    },
  );
});
