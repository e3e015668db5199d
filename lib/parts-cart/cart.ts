import type { Cart } from "./cart-schema";

export type { Cart, CartLine } from "./cart-schema";

export const EMPTY_CART: Cart = { lines: [] };

/** Spec 000 §4: default quantity 1. */
export const DEFAULT_QUANTITY = 1;

export interface PartToAdd {
  key: string;
  id: string;
  articleNumber: string;
  name?: string;
  productId?: string;
  productSlug?: string;
}

/** Spec 000 §4: adding an existing part adds to its quantity. */
export function addPart(cart: Cart, part: PartToAdd, quantity: number = DEFAULT_QUANTITY): Cart {
  const existing = cart.lines.find((line) => line.key === part.key);
  if (existing) return setQuantity(cart, part.key, existing.quantity + quantity);
  if (quantity <= 0) return cart;
  return { lines: [...cart.lines, { ...part, quantity }] };
}

/** Spec 000 §4: a quantity of 0 or less removes the part. */
export function setQuantity(cart: Cart, key: string, quantity: number): Cart {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  if (whole <= 0) return removePart(cart, key);
  return {
    lines: cart.lines.map((line) => (line.key === key ? { ...line, quantity: whole } : line)),
  };
}

export function removePart(cart: Cart, key: string): Cart {
  return { lines: cart.lines.filter((line) => line.key !== key) };
}

/** Spec 000 §4: the cart can be cleared. */
export function clearCart(): Cart {
  return EMPTY_CART;
}

export function cartQuantity(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The stored cart with the parts added before it was read: reading it waits for its check, and a
 * visitor may add a part meanwhile (stores/parts-cart.ts). A cart not read yet shows nothing to
 * change or remove, so adding is all that can have happened.
 */
export function withAddedBeforeReading(stored: Cart, addedMeanwhile: Cart): Cart {
  return addedMeanwhile.lines.reduce(
    (cart, { quantity, ...part }) => addPart(cart, part, quantity),
    stored,
  );
}
