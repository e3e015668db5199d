import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../support/memory-storage";

const KEY = "ferrion.parts-cart";
const part = (key: string) => ({ key, id: `id-${key}`, articleNumber: `SP-${key}` });
const line = (key: string, quantity: number) => ({ ...part(key), quantity });

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("window", { localStorage: storage });
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

/** The parts cart as a page loads it: nothing read yet (panel-host reads it after hydration). */
async function freshCart() {
  return (await import("@/stores/parts-cart")).usePartsCart;
}
const stored = () => JSON.parse(storage.getItem(KEY) ?? "null")?.state;

describe("a part added while the page loads, before the stored cart was read", () => {
  it.each([
    [
      "another part was stored",
      [line("blade", 2)],
      "roller",
      [line("blade", 2), line("roller", 1)],
    ],
    ["the same part was stored", [line("blade", 2)], "blade", [line("blade", 3)]],
    ["nothing was stored", [], "blade", [line("blade", 1)]],
  ])("%s: it is added once, and nothing stored is lost", async (_case, before, added, after) => {
    if (before.length > 0) storage.setItem(KEY, JSON.stringify({ state: { lines: before } }));
    const cart = await freshCart();

    cart.getState().add(part(added));
    // Not written before the stored cart is read: it would replace it.
    expect(stored()).toEqual(before.length > 0 ? { lines: before } : undefined);

    await cart.persist.rehydrate();
    expect(cart.getState().cart.lines).toEqual(after);
    expect(stored()).toEqual({ lines: after });
  });
});

describe("once read, every change is stored at once", () => {
  it("adds, then clears", async () => {
    const cart = await freshCart();
    await cart.persist.rehydrate();
    cart.getState().add(part("blade"));
    expect(stored()).toEqual({ lines: [line("blade", 1)] });
    cart.getState().clear();
    expect(storage.getItem(KEY)).toBeNull();
  });
});
