import type { BasketEntry } from "./basket";
import type { ComparisonProduct } from "./comparison-product";

/** A basket entry with the product data loaded for it: one column of the comparison. */
export interface ComparedProduct {
  entry: BasketEntry;
  product: ComparisonProduct;
}
