"use client";

import { create } from "zustand";
import { persist } from "zustand/middleware";

import {
  addPart,
  type Cart,
  clearCart,
  EMPTY_CART,
  type PartToAdd,
  removePart,
  setQuantity,
  withAddedBeforeReading,
} from "@/lib/parts-cart/cart";

import { readBeforeWriting } from "./read-before-writing";
import { validatedStorage } from "./validated-storage";

/** Spec 000 §7: the local storage key that holds the parts cart. */
const PARTS_CART_KEY = "ferrion.parts-cart";

interface PartsCartState {
  cart: Cart;
  add: (part: PartToAdd, quantity?: number) => void;
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  clear: () => void;
  /** The stored cart could not be read and was reset: the panel says so until dismissed. */
  wasReset: boolean;
  dismissReset: () => void;
}

/** A corrupted stored cart was emptied: the panel shows a notice (issue 14). */
function markReset(): void {
  usePartsCart.setState({ wasReset: true });
}

export const usePartsCart = create<PartsCartState>()(
  persist(
    (set) => ({
      cart: EMPTY_CART,
      add: (part, quantity) => set((state) => ({ cart: addPart(state.cart, part, quantity) })),
      setQuantity: (key, quantity) =>
        set((state) => ({ cart: setQuantity(state.cart, key, quantity) })),
      remove: (key) => set((state) => ({ cart: removePart(state.cart, key) })),
      clear: () => set({ cart: clearCart() }),
      wasReset: false,
      dismissReset: () => set({ wasReset: false }),
    }),
    {
      ...readBeforeWriting(
        PARTS_CART_KEY,
        validatedStorage(
          () => import("@/lib/parts-cart/cart-schema").then((module) => module.cartSchema),
          "parts cart",
          markReset,
        ),
        (state: PartsCartState) => state.cart,
      ),
      // Reading a stored cart waits for its check: keep what was added meanwhile.
      merge: (stored, current) => ({
        ...current,
        cart: withAddedBeforeReading((stored as Cart | undefined) ?? EMPTY_CART, current.cart),
      }),
      skipHydration: true,
    },
  ),
);
