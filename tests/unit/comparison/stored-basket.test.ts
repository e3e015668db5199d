import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../support/memory-storage";
import type * as z from "@/lib/validation/zod";

import { basketSchema } from "@/lib/comparison/basket-schema";
import { cartSchema } from "@/lib/parts-cart/cart-schema";
import { validatedStorage } from "@/stores/validated-storage";

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("window", { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

const validBasket = {
  state: {
    groups: [{ slug: "crimping", products: [{ key: "k", slug: "press-8", variantId: "2" }] }],
  },
  version: 0,
};

describe("spec 000 §8: an unparseable stored basket or cart is reset to empty and logged", () => {
  it.each<[string, z.ZodMiniType<unknown>, string]>([
    ["basket: not JSON", basketSchema, "{not json"],
    ["basket: JSON without the envelope", basketSchema, JSON.stringify({ groups: [] })],
    [
      "basket: a group without products",
      basketSchema,
      JSON.stringify({ state: { groups: [{ slug: "x", products: [] }] } }),
    ],
    ["basket: wrong types", basketSchema, JSON.stringify({ state: { groups: "all" }, version: 0 })],
    [
      "cart: a quantity of 0",
      cartSchema,
      JSON.stringify({
        state: { lines: [{ key: "a", id: "1", articleNumber: "2", quantity: 0 }] },
      }),
    ],
    ["cart: null", cartSchema, "null"],
  ])("%s", async (_case, schema, raw) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const onReset = vi.fn();
    storage.setItem("key", raw);
    expect(await validatedStorage(async () => schema, "thing", onReset).getItem("key")).toBeNull();
    expect(storage.getItem("key")).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    // The page is told, so the parts cart can show its notice (issue 14).
    expect(onReset).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("reads a valid stored basket unchanged", async () => {
    const onReset = vi.fn();
    storage.setItem("key", JSON.stringify(validBasket));
    const stored = validatedStorage(async () => basketSchema, "basket", onReset).getItem("key");
    expect(await stored).toEqual(validBasket);
    expect(onReset).not.toHaveBeenCalled();
  });

  it("reads nothing, silently, when nothing is stored", () => {
    const warn = vi.spyOn(console, "warn");
    const loadSchema = vi.fn(async () => basketSchema);
    // At once, not a promise: the store starts empty without a wait.
    expect(validatedStorage(loadSchema, "basket").getItem("key")).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    // Issue 17: the schema, and zod with it, is not loaded for a visitor with nothing stored.
    expect(loadSchema).not.toHaveBeenCalled();
  });
});

describe("issue 17: a store's empty state is not stored, so reading it back loads no zod", () => {
  // Any store's state: the schema is not what these cases are about.
  const anyStore = (loadSchema = async () => basketSchema as z.ZodMiniType<unknown>) =>
    validatedStorage<unknown>(loadSchema, "thing");
  const emptyStates = [
    ["no measurement system chosen", { choice: null }],
    ["no news item read", { lastReadId: null }],
    ["an empty basket", { groups: [] }],
    ["an empty cart", { lines: [] }],
  ] as const;

  it.each(emptyStates)("%s is not written, and removes what was stored", (_case, state) => {
    storage.setItem("key", JSON.stringify(validBasket));
    anyStore().setItem("key", { state, version: 0 });
    expect(storage.getItem("key")).toBeNull();
  });

  it.each(emptyStates)("%s left by an older release reads as nothing, at once", (_case, state) => {
    const loadSchema = vi.fn(async () => basketSchema as z.ZodMiniType<unknown>);
    storage.setItem("key", JSON.stringify({ state, version: 0 }));
    expect(anyStore(loadSchema).getItem("key")).toBeNull();
    expect(loadSchema).not.toHaveBeenCalled();
    expect(storage.getItem("key")).toBeNull();
  });

  it.each([
    ["a chosen measurement system", { choice: "imperial" }],
    ["a read news item", { lastReadId: "n-1" }],
    ["a basket with a product", validBasket.state],
  ])("%s is written", (_case, state) => {
    anyStore().setItem("key", { state, version: 0 });
    expect(JSON.parse(storage.getItem("key") ?? "null")).toEqual({ state, version: 0 });
  });
});
