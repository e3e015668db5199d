"use client";

import { create } from "zustand";
import { persist } from "zustand/middleware";

import {
  addProduct,
  type Basket,
  changeVariant,
  EMPTY_BASKET,
  type ProductToAdd,
  removeProduct,
  withAddedBeforeReading,
} from "@/lib/comparison/basket";

import { readBeforeWriting } from "./read-before-writing";
import { validatedStorage } from "./validated-storage";

/** Spec 000 §7: the local storage key that holds the comparison basket. */
const COMPARISON_BASKET_KEY = "ferrion.comparison-basket";

interface AddedNotice {
  name: string;
  /** Changes with every add, so adding the same name twice shows the notice again. */
  id: number;
}

interface ComparisonBasketState {
  basket: Basket;
  /** The last product added, for the notification; not persisted. */
  lastAdded: AddedNotice | null;
  add: (product: ProductToAdd & { name: string }, options?: { notify?: boolean }) => void;
  remove: (key: string) => void;
  changeVariant: (key: string, variantId: string) => void;
  dismissNotice: () => void;
}

/** Spec 000 §4: every change goes through a pure transition and is saved at once (persist). */
export const useComparisonBasket = create<ComparisonBasketState>()(
  persist(
    (set) => ({
      basket: EMPTY_BASKET,
      lastAdded: null,
      add: (product, { notify = true } = {}) =>
        set((state) => ({
          basket: addProduct(state.basket, product),
          lastAdded: notify
            ? { name: product.name, id: (state.lastAdded?.id ?? 0) + 1 }
            : state.lastAdded,
        })),
      remove: (key) => set((state) => ({ basket: removeProduct(state.basket, key) })),
      changeVariant: (key, variantId) =>
        set((state) => ({ basket: changeVariant(state.basket, key, variantId) })),
      dismissNotice: () => set({ lastAdded: null }),
    }),
    {
      ...readBeforeWriting(
        COMPARISON_BASKET_KEY,
        validatedStorage(
          () => import("@/lib/comparison/basket-schema").then((module) => module.basketSchema),
          "comparison basket",
        ),
        (state: ComparisonBasketState) => state.basket,
      ),
      // Reading a stored basket waits for its check: keep what was added meanwhile.
      merge: (stored, current) => ({
        ...current,
        basket: withAddedBeforeReading(
          (stored as Basket | undefined) ?? EMPTY_BASKET,
          current.basket,
        ),
      }),
      // Read in an effect after hydration (panel-host), so server and first client render agree.
      skipHydration: true,
    },
  ),
);
