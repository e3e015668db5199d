import { describe, expect, it } from "vitest";

import { serializeJsonLd } from "@/lib/seo/serialize-json-ld";
import { breadcrumbListJsonLd, organizationJsonLd } from "@/lib/seo/structured-data";

describe("serializeJsonLd: safe inside an inline script", () => {
  it.each([
    ["a closing script tag", { name: "</script><script>alert(1)</script>" }, "</script"],
    ["an HTML comment opener", { name: "<!--" }, "<!--"],
    ["a raw ampersand", { name: "Ferrion & Co" }, "&"],
    ["a line separator", { name: "a\u2028b" }, "\u2028"],
  ])("escapes %s", (_, data, dangerous) => {
    const json = serializeJsonLd(data);
    expect(json).not.toContain(dangerous);
    expect(JSON.parse(json)).toEqual(data);
  });

  it("escapes < as \\u003c", () => {
    expect(serializeJsonLd({ name: "<b>" })).toBe('{"name":"\\u003cb\\u003e"}');
  });
});

describe("structured data", () => {
  it("names the organization with its url and logo", () => {
    expect(
      organizationJsonLd({
        name: "Ferrion",
        url: "https://www.ferrion.example/en",
        logo: "https://www.ferrion.example/icon.svg",
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Ferrion",
      url: "https://www.ferrion.example/en",
      logo: "https://www.ferrion.example/icon.svg",
    });
  });

  it("lists a trail as breadcrumb list items with absolute URLs, counted from 1", () => {
    const list = breadcrumbListJsonLd(
      [
        { title: "Home", route: "/en" },
        { title: "Company", route: "/en/company" },
      ],
      "https://www.ferrion.example",
    );
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.ferrion.example/en" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Company",
        item: "https://www.ferrion.example/en/company",
      },
    ]);
  });
});
