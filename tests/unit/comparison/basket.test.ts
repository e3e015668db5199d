import { describe, expect, it } from "vitest";

import {
  addProduct,
  type Basket,
  basketCount,
  changeVariant,
  EMPTY_BASKET,
  isOfferedAgain,
  nextVariantToAdd,
  removeProduct,
  withAddedBeforeReading,
} from "@/lib/comparison/basket";
import { basketVariantId, findVariant } from "@/lib/comparison/variant-id";

const stripper = { slug: "stripper-3100", classificationSlug: "cutting-stripping", variantId: "1" };
const cutter = { slug: "cutter-200", classificationSlug: "cutting-stripping", variantId: "1" };
const press = { slug: "press-8", classificationSlug: "crimping", variantId: null };

const withStripperAndPress: Basket = addProduct(addProduct(EMPTY_BASKET, stripper), press);

describe("spec 000 §4: comparison basket transitions", () => {
  it.each<[string, Basket, typeof stripper | typeof press, string[][]]>([
    ["adding to an empty basket creates the group", EMPTY_BASKET, stripper, [["stripper-3100"]]],
    [
      "adding to an existing group appends to it",
      addProduct(EMPTY_BASKET, stripper),
      cutter,
      [["stripper-3100", "cutter-200"]],
    ],
    [
      "adding of another classification creates a second group",
      addProduct(EMPTY_BASKET, stripper),
      press,
      [["stripper-3100"], ["press-8"]],
    ],
    [
      "adding the same product and variant again changes nothing",
      addProduct(EMPTY_BASKET, stripper),
      stripper,
      [["stripper-3100"]],
    ],
    [
      "adding another variant of a product adds a second entry",
      addProduct(EMPTY_BASKET, stripper),
      { ...stripper, variantId: "2" },
      [["stripper-3100", "stripper-3100"]],
    ],
  ])("%s", (_rule, basket, product, slugs) => {
    const next = addProduct(basket, product);
    expect(next.groups.map((group) => group.products.map((entry) => entry.slug))).toEqual(slugs);
  });

  it("gives every entry a distinct key", () => {
    const first = addProduct(EMPTY_BASKET, stripper);
    const key = first.groups[0]!.products[0]!.key;
    const changed = changeVariant(first, key, "2");
    const again = addProduct(changed, stripper);
    const keys = again.groups[0]!.products.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(2);
  });

  it.each<[string, Basket, (basket: Basket) => string, string[]]>([
    [
      "removing the last product of a group removes the group",
      withStripperAndPress,
      (basket) => basket.groups[1]!.products[0]!.key,
      ["cutting-stripping"],
    ],
    [
      "removing one of several products keeps the group",
      addProduct(withStripperAndPress, cutter),
      (basket) => basket.groups[0]!.products[0]!.key,
      ["cutting-stripping", "crimping"],
    ],
    [
      "removing an unknown key changes nothing",
      withStripperAndPress,
      () => "nope",
      ["cutting-stripping", "crimping"],
    ],
  ])("%s", (_rule, basket, keyOf, groups) => {
    expect(removeProduct(basket, keyOf(basket)).groups.map((group) => group.slug)).toEqual(groups);
  });

  it("changing a variant updates only that entry", () => {
    const basket = addProduct(withStripperAndPress, cutter);
    const key = basket.groups[0]!.products[0]!.key;
    const next = changeVariant(basket, key, "3");
    expect(next.groups[0]!.products.map((entry) => entry.variantId)).toEqual(["3", "1"]);
    expect(next.groups[1]).toEqual(basket.groups[1]);
  });

  it("counts the entries of all groups", () => {
    expect(basketCount(addProduct(withStripperAndPress, cutter))).toBe(3);
  });
});

describe("spec 000 §5: a product in the basket is offered again only with more than one variant", () => {
  it.each<[string, { slug: string; variantCount: number }, Basket, boolean]>([
    [
      "not in the basket, one variant",
      { slug: "cutter-200", variantCount: 1 },
      withStripperAndPress,
      true,
    ],
    [
      "in the basket, one variant",
      { slug: "press-8", variantCount: 1 },
      withStripperAndPress,
      false,
    ],
    [
      "in the basket, no variants",
      { slug: "press-8", variantCount: 0 },
      withStripperAndPress,
      false,
    ],
    [
      "in the basket, three variants",
      { slug: "stripper-3100", variantCount: 3 },
      withStripperAndPress,
      true,
    ],
  ])("%s → %s", (_case, product, basket, expected) => {
    expect(isOfferedAgain(product, basket)).toBe(expected);
  });

  it.each<[string, string[], Basket, string | null | undefined]>([
    ["the first variant when none is compared", ["1", "2"], EMPTY_BASKET, "1"],
    ["the next variant not compared yet", ["1", "2"], withStripperAndPress, "2"],
    ["nothing when every variant is compared", ["1"], withStripperAndPress, undefined],
  ])("adds %s", (_case, variantIds, basket, expected) => {
    expect(nextVariantToAdd("stripper-3100", variantIds, basket)).toBe(expected);
  });
});

describe("spec 000 §5: basket variant ids use the part after the underscore", () => {
  it.each([
    ["FER-CS-3100_2", "2"],
    ["FER_CS_3100_12", "12"],
    ["7", "7"],
  ])("%s → %s", (variantId, expected) => {
    expect(basketVariantId(variantId)).toBe(expected);
  });

  it("finds a variant by the basket id, or the first when none is stored", () => {
    const variants = [{ id: "FER-CS-3100_1" }, { id: "FER-CS-3100_2" }];
    expect(findVariant(variants, "2")).toEqual({ id: "FER-CS-3100_2" });
    expect(findVariant(variants, null)).toEqual({ id: "FER-CS-3100_1" });
    expect(findVariant(variants, "9")).toBeUndefined();
  });
});

// Issue 17: a stored basket is read once its check has loaded; a product added meanwhile is kept.
describe("a stored basket read after products were added", () => {
  const groups = (basket: Basket) =>
    basket.groups.map((group) => [group.slug, ...group.products.map((entry) => entry.slug)]);
  it.each<[string, Basket, Basket, string[][]]>([
    ["nothing stored, nothing added", EMPTY_BASKET, EMPTY_BASKET, []],
    ["only stored", withStripperAndPress, EMPTY_BASKET, groups(withStripperAndPress)],
    [
      "added to a stored group",
      addProduct(EMPTY_BASKET, stripper),
      addProduct(EMPTY_BASKET, cutter),
      [["cutting-stripping", "stripper-3100", "cutter-200"]],
    ],
    [
      "a new group after the stored ones",
      addProduct(EMPTY_BASKET, stripper),
      addProduct(EMPTY_BASKET, press),
      [
        ["cutting-stripping", "stripper-3100"],
        ["crimping", "press-8"],
      ],
    ],
    [
      "a product stored already is not there twice",
      withStripperAndPress,
      addProduct(EMPTY_BASKET, press),
      groups(withStripperAndPress),
    ],
  ])("%s", (_case, stored, added, expected) => {
    expect(groups(withAddedBeforeReading(stored, added))).toEqual(expected);
  });

  it("keeps the added product's name and variant", () => {
    const added = addProduct(EMPTY_BASKET, { ...cutter, name: "Cutter 200" });
    const [entry] = withAddedBeforeReading(
      addProduct(EMPTY_BASKET, stripper),
      added,
    ).groups[0]!.products.slice(1);
    expect(entry).toMatchObject({ slug: "cutter-200", variantId: "1", name: "Cutter 200" });
  });
});
