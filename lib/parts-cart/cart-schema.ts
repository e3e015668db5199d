// The stored cart's shape, apart from the cart's rules: zod loads only where a stored cart is read
// (stores/validated-storage.ts), not with every page that shows the cart's count.
import * as z from "@/lib/validation/zod";

/**
 * What the cart keeps in local storage: which part and how many. The display fields (name,
 * stock, availability, …) come from the sample parts, so a stored cart cannot go stale or lie.
 */
const cartLineSchema = z.object({
  key: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
  articleNumber: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.positive()),
  /** A portal part (issue 14) names itself and its product; sample parts come from the list. */
  name: z.optional(z.string().check(z.minLength(1))),
  productId: z.optional(z.string().check(z.minLength(1))),
  productSlug: z.optional(z.string().check(z.minLength(1))),
});

export const cartSchema = z.object({ lines: z.array(cartLineSchema) });

export type CartLine = z.infer<typeof cartLineSchema>;
export type Cart = z.infer<typeof cartSchema>;
