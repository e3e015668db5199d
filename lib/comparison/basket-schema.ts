// The stored basket's shape, apart from the basket's rules: zod loads only where a stored basket
// is read (stores/validated-storage.ts), not with every page that shows the basket's count.
import * as z from "@/lib/validation/zod";

/** Spec 000 §3: a comparison basket is a list of classification groups of product entries. */
const basketEntrySchema = z.object({
  key: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
  /** The variant number: the part of Variant.id after the underscore; null without variants. */
  variantId: z.nullable(z.string().check(z.minLength(1))),
  /** The product's name when it was added, shown until the product data has loaded. */
  name: z.optional(z.string()),
});

const basketGroupSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  products: z.array(basketEntrySchema).check(z.minLength(1)),
});

export const basketSchema = z.object({ groups: z.array(basketGroupSchema) });

export type BasketEntry = z.infer<typeof basketEntrySchema>;
export type Basket = z.infer<typeof basketSchema>;
