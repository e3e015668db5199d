import { describe, expect, it } from "vitest";

import type { LinkFieldsFragment } from "@/graphql/generated/content";
import { findRedirect, redirectTarget } from "@/lib/routing/redirect-target";

const context = {
  localeUrlCode: "de",
  siteSlug: null,
  pagePaths: new Map([["page-about", "/company/about-us"]]),
  productRoutes: new Map([["cs-3100", "/products/cutting-stripping/fully-automatic/cs-3100"]]),
};

const pageLink = (id: string): LinkFieldsFragment => ({
  __typename: "PageLink",
  id: "l",
  title: null,
  page: { id, slug: "x", title: "X" },
});
const pathLink = (path: string): LinkFieldsFragment => ({
  __typename: "PathLink",
  id: "l",
  title: null,
  path,
});
const external = (url: string): LinkFieldsFragment => ({
  __typename: "ExternalLink",
  id: "l",
  title: null,
  url,
});
const productLink = (productSlug: string): LinkFieldsFragment => ({
  __typename: "ProductLink",
  id: "l",
  title: null,
  productSlug,
});

describe("redirectTarget", () => {
  it.each([
    ["a page link, to the page in this locale", pageLink("page-about"), "/de/company/about-us"],
    ["a path link, localized", pathLink("/company/investors"), "/de/company/investors"],
    ["a path link without a slash", pathLink("company"), "/de/company"],
    ["a hard: link, as is", pathLink("hard:/en/company"), "/en/company"],
    [
      "an external web address",
      external("https://www.linkedin.com/company/x"),
      "https://www.linkedin.com/company/x",
    ],
    ["a path link to the web", pathLink("http://example.com/a"), "http://example.com/a"],
    [
      "a product link, to the product's classification route",
      productLink("cs-3100"),
      "/de/products/cutting-stripping/fully-automatic/cs-3100",
    ],
  ])("redirects %s", (_name, link, location) => {
    expect(redirectTarget(link, context)).toEqual({ kind: "redirect", location });
  });

  it.each([
    ["javascript:", external("javascript:alert(1)")],
    ["JavaScript: in capitals", external("JavaScript:alert(1)")],
    ["javascript: after spaces", external("  javascript:alert(1)")],
    ["data:", external("data:text/html,<script>alert(1)</script>")],
    ["vbscript:", external("vbscript:msgbox(1)")],
    ["file:", external("file:///etc/passwd")],
    ["a protocol-relative address", external("//evil.example/")],
    ["a backslash trick", external("/\\evil.example")],
    ["mailto: (not a page)", external("mailto:info@example.com")],
    ["hard:javascript:", pathLink("hard:javascript:alert(1)")],
    ["httpx:", pathLink("httpx://x")],
    ["an action", pathLink("action:open-news-feed-panel")],
  ])("refuses %s", (_name, link) => {
    expect(redirectTarget(link, context).kind).toBe("refused");
  });

  it.each([
    ["a page this site does not show", pageLink("page-elsewhere")],
    ["a product without a route here (unknown, or not offered)", productLink("cutter-9")],
  ])("leads nowhere for %s", (_name, link) => {
    expect(redirectTarget(link, context)).toEqual({ kind: "nowhere" });
  });
});

describe("findRedirect", () => {
  const redirects = [{ previousUrl: "/about" }, { previousUrl: "jobs/" }];
  it.each([
    ["/about", "/about"],
    ["/about/", "/about"],
    ["/jobs", "jobs/"],
    ["/About", undefined],
    ["/about/us", undefined],
  ])("%s → %s", (path, expected) => {
    expect(findRedirect(redirects, path)?.previousUrl).toBe(expected);
  });
});
