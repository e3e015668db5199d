import { describe, expect, it } from "vitest";

import { type LinkClick, routedPathOf, sitePathOf } from "@/lib/client/link-prefetch";

describe("sitePathOf (what a hovered or focused link prefetches)", () => {
  const page = "https://www.ferrion.example/en/company?tab=1#top";
  it.each([
    ["a path of this site", "/en/company/about-us", "/en/company/about-us"],
    ["a path with a query", "/en/stories?page=2", "/en/stories?page=2"],
    ["a path with a fragment (the fragment is no page)", "/en/imprint#contact", "/en/imprint"],
    ["a query on this page", "?page=3", "/en/company?page=3"],
    ["an absolute address of this site", "https://www.ferrion.example/de", "/de"],
    ["another site", "https://www.linkedin.com/company/example", null],
    ["a protocol-relative address of another site", "//evil.example/en", null],
    ["an e-mail address", "mailto:info@ferrion.example", null],
    ["a telephone number", "tel:+41415554000", null],
    ["a script", "javascript:alert(1)", null],
    ["not a URL", "http://[", null],
  ])("%s → %s", (_, href, expected) => {
    expect(sitePathOf(href, page)).toBe(expected);
  });
});

describe("routedPathOf (which clicks on an AppLink the router follows, as next/link decides)", () => {
  const page = "https://www.ferrion.example/en/company";
  const plain: LinkClick = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    target: "",
    hasDownload: false,
    href: "https://www.ferrion.example/en/company/about-us",
  };
  it.each<[string, Partial<LinkClick>, string | null]>([
    ["a plain click", {}, "/en/company/about-us"],
    [
      "a plain click on a link with a query and fragment",
      { href: "/en/stories?page=2#list" },
      "/en/stories?page=2#list",
    ],
    ["a link that names this frame", { target: "_self" }, "/en/company/about-us"],
    ["the middle button (a new tab)", { button: 1 }, null],
    ["ctrl-click (a new tab)", { ctrlKey: true }, null],
    ["cmd-click (a new tab)", { metaKey: true }, null],
    ["shift-click (a new window)", { shiftKey: true }, null],
    ["alt-click (a download)", { altKey: true }, null],
    ["a click a handler took", { defaultPrevented: true }, null],
    ["a link to a new tab", { target: "_blank" }, null],
    ["a download link", { hasDownload: true }, null],
    ["another site", { href: "https://www.linkedin.com/company/example" }, null],
    ["an e-mail address", { href: "mailto:info@ferrion.example" }, null],
  ])("%s → %s", (_, click, expected) => {
    expect(routedPathOf({ ...plain, ...click }, page)).toBe(expected);
  });
});
