import { describe, expect, it } from "vitest";

import type { PathPrefix } from "@/lib/navigation/localize-path";
import { addPart, EMPTY_CART, type CartLine } from "@/lib/parts-cart/cart";
import { cartSchema } from "@/lib/parts-cart/cart-schema";
import {
  cartPartFromPortalPart,
  isPortalLine,
  orderTabHref,
  portalPartKey,
} from "@/lib/parts-cart/portal-part";

const crimp = { id: "kmx-alpha-550", slug: "alpha-550" };
const zeta = { id: "kmx-zeta-640", slug: "zeta-640" };
const blade = { articleNumber: "WP-1001", name: "Cutting blade" };

describe("issue 14: a cart line from a part of the product information", () => {
  it("keeps the article number, name, product id and slug", () => {
    const cart = addPart(EMPTY_CART, cartPartFromPortalPart(crimp, blade), 3);
    expect(cart.lines).toEqual([
      {
        key: portalPartKey(crimp.id, blade.articleNumber),
        id: "WP-1001",
        articleNumber: "WP-1001",
        name: "Cutting blade",
        productId: "kmx-alpha-550",
        productSlug: "alpha-550",
        quantity: 3,
      },
    ]);
    expect(cartSchema.safeParse(cart).success).toBe(true);
  });

  it.each<[string, () => CartLine[], Array<[string, number]>]>([
    [
      "the same part for the same product adds to its quantity",
      () =>
        addPart(
          addPart(EMPTY_CART, cartPartFromPortalPart(crimp, blade), 2),
          cartPartFromPortalPart(crimp, blade),
          5,
        ).lines,
      [["kmx-alpha-550", 7]],
    ],
    [
      "the same article for another product is a line of its own",
      () =>
        addPart(
          addPart(EMPTY_CART, cartPartFromPortalPart(crimp, blade)),
          cartPartFromPortalPart(zeta, blade),
        ).lines,
      [
        ["kmx-alpha-550", 1],
        ["kmx-zeta-640", 1],
      ],
    ],
  ])("%s", (_, lines, expected) => {
    expect(lines().map((line) => [line.productId, line.quantity])).toEqual(expected);
  });

  it.each<[string, CartLine, boolean]>([
    ["a portal part", { ...cartPartFromPortalPart(crimp, blade), quantity: 1 }, true],
    ["a sample part", { key: "blade", id: "P-1", articleNumber: "0001", quantity: 1 }, false],
    [
      "a line without its product slug",
      { key: "x", id: "x", articleNumber: "x", name: "x", productId: "p", quantity: 1 },
      false,
    ],
  ])("%s is a portal line: %s", (_, line, expected) => {
    expect(isPortalLine(line)).toBe(expected);
  });

  it("a stored line with an empty product id is not a cart (the store resets)", () => {
    const stored = {
      lines: [{ ...cartPartFromPortalPart(crimp, blade), productId: "", quantity: 1 }],
    };
    expect(cartSchema.safeParse(stored).success).toBe(false);
  });
});

describe("issue 14: where the cart panel orders a real part", () => {
  it.each<[PathPrefix, string]>([
    [
      { localeUrlCode: "en", siteSlug: null },
      "/en/mykomax/product-information/zeta%2F640?tab=order",
    ],
    [
      { localeUrlCode: "en", siteSlug: "north-america" },
      "/en/north-america/mykomax/product-information/zeta%2F640?tab=order",
    ],
    [
      { localeUrlCode: "de", siteSlug: null },
      "/de/mykomax/product-information/zeta%2F640?tab=order",
    ],
  ])("with %j: %s", (prefix, expected) => {
    expect(orderTabHref(prefix, "zeta/640")).toBe(expected);
  });
});
