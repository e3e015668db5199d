import { describe, expect, it } from "vitest";

import { productLinkSlugs } from "@/lib/navigation/product-link-slugs";

const productLink = (productSlug: string) => ({
  __typename: "ProductLink",
  id: "l",
  title: null,
  productSlug,
});

describe("productLinkSlugs: the products a render's CMS product links name", () => {
  it.each([
    ["nothing", null, []],
    ["a module without links", [{ __typename: "RichTextModule", body: "cs-3100" }], []],
    ["a page link", [{ link: { __typename: "PageLink", page: { id: "p" } } }], []],
    [
      "a module's product link",
      [{ __typename: "CallToActionModule", link: productLink("cs-3100") }],
      ["cs-3100"],
    ],
    [
      "links nested in teaser cards and navigation sections",
      {
        items: [
          { sections: [{ links: [productLink("cp-20")] }] },
          { card: { link: productLink("cs-3100") } },
        ],
      },
      ["cp-20", "cs-3100"],
    ],
    ["the same product twice, once", [productLink("cs-3300"), productLink("cs-3300")], ["cs-3300"]],
    [
      "sorted, wherever they sit",
      [productLink("tw-200"), productLink("ap-mini")],
      ["ap-mini", "tw-200"],
    ],
    ["a product link without a slug", [{ __typename: "ProductLink", productSlug: null }], []],
  ])("%s → %j", (_rule, content, expected) => {
    expect(productLinkSlugs(content)).toEqual(expected);
  });

  it("reads a value that refers to itself once", () => {
    const card: Record<string, unknown> = { link: productLink("cs-3100") };
    card.self = card;
    expect(productLinkSlugs([card, card])).toEqual(["cs-3100"]);
  });
});
