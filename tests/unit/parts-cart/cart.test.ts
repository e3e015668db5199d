import { describe, expect, it } from "vitest";

import {
  addPart,
  type Cart,
  cartQuantity,
  clearCart,
  DEFAULT_QUANTITY,
  EMPTY_CART,
  removePart,
  setQuantity,
  withAddedBeforeReading,
} from "@/lib/parts-cart/cart";
import { SAMPLE_PARTS } from "@/lib/parts-cart/sample-parts";

const blade = { key: "blade", id: "P-1", articleNumber: "0001" };
const roller = { key: "roller", id: "P-2", articleNumber: "0002" };
const quantities = (cart: Cart) => Object.fromEntries(cart.lines.map((l) => [l.key, l.quantity]));

describe("spec 000 §4: parts cart transitions", () => {
  it.each<[string, () => Cart, Record<string, number>]>([
    ["default quantity is 1", () => addPart(EMPTY_CART, blade), { blade: DEFAULT_QUANTITY }],
    ["adding with a quantity uses it", () => addPart(EMPTY_CART, blade, 4), { blade: 4 }],
    [
      "adding an existing part adds to its quantity",
      () => addPart(addPart(EMPTY_CART, blade, 2), blade, 3),
      { blade: 5 },
    ],
    [
      "adding another part adds a line",
      () => addPart(addPart(EMPTY_CART, blade), roller),
      { blade: 1, roller: 1 },
    ],
    [
      "setting a quantity replaces it",
      () => setQuantity(addPart(EMPTY_CART, blade), "blade", 7),
      { blade: 7 },
    ],
    ["quantity 0 removes the part", () => setQuantity(addPart(EMPTY_CART, blade), "blade", 0), {}],
    [
      "a negative quantity removes the part",
      () => setQuantity(addPart(EMPTY_CART, blade), "blade", -2),
      {},
    ],
    [
      "a fraction below 1 removes the part",
      () => setQuantity(addPart(EMPTY_CART, blade), "blade", 0.5),
      {},
    ],
    [
      "a non-number removes the part",
      () => setQuantity(addPart(EMPTY_CART, blade), "blade", Number.NaN),
      {},
    ],
    [
      "remove takes the line out",
      () => removePart(addPart(addPart(EMPTY_CART, blade), roller), "blade"),
      { roller: 1 },
    ],
    ["clear empties the cart", () => clearCart(), {}],
  ])("%s", (_rule, run, expected) => {
    expect(quantities(run())).toEqual(expected);
  });

  it("counts all parts", () => {
    expect(cartQuantity(addPart(addPart(EMPTY_CART, blade, 2), roller, 3))).toBe(5);
  });
});

describe("spec 000 §9: six fixed sample parts", () => {
  it("has six parts with distinct keys and every availability status", () => {
    expect(SAMPLE_PARTS).toHaveLength(6);
    expect(new Set(SAMPLE_PARTS.map((part) => part.key)).size).toBe(6);
    expect(new Set(SAMPLE_PARTS.map((part) => part.availabilityStatus))).toEqual(
      new Set(["high", "medium", "low", "out-of-stock"]),
    );
  });
});

// Issue 17: a stored cart is read once its check has loaded; a part added meanwhile is kept.
describe("a stored cart read after parts were added", () => {
  it.each<[string, Cart, Cart, Record<string, number>]>([
    ["nothing stored, nothing added", EMPTY_CART, EMPTY_CART, {}],
    ["only stored", addPart(EMPTY_CART, blade, 2), EMPTY_CART, { blade: 2 }],
    ["only added meanwhile", EMPTY_CART, addPart(EMPTY_CART, roller, 3), { roller: 3 }],
    [
      "another part added: both",
      addPart(EMPTY_CART, blade, 2),
      addPart(EMPTY_CART, roller),
      { blade: 2, roller: 1 },
    ],
    [
      "the same part added: the quantities add up",
      addPart(EMPTY_CART, blade, 2),
      addPart(EMPTY_CART, blade, 3),
      { blade: 5 },
    ],
  ])("%s", (_case, stored, added, expected) => {
    expect(quantities(withAddedBeforeReading(stored, added))).toEqual(expected);
  });

  it("keeps a portal part's name and product", () => {
    const portalPart = { ...blade, name: "Blade", productId: "M-1", productSlug: "cs-3100" };
    const merged = withAddedBeforeReading(EMPTY_CART, addPart(EMPTY_CART, portalPart));
    expect(merged.lines).toEqual([{ ...portalPart, quantity: 1 }]);
  });
});
