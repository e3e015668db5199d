import type { ProductSummary } from "./product";

interface OwnedMachine {
  id: string;
  name: string;
  serialNumber: string;
}

/** A product (PIM id) the customer's machines are, with those machines. */
export interface OwnedProduct {
  productId: string;
  machines: readonly OwnedMachine[];
}

/** A row of the product information list: the PIM's product and the customer's machines of it. */
export interface ProductRow {
  product: ProductSummary;
  /** Empty for a catalogue product the customer does not own. */
  machines: readonly OwnedMachine[];
}

/**
 * Joins the PIM's products with the portal's owned products, in the PIM's order: each product
 * gets the customer's machines of it (none for a product only found by search); activeOnly leaves
 * out discontinued and cancelled ones. Owned products the PIM does not know are not shown.
 */
export function productRows(
  products: readonly ProductSummary[],
  owned: readonly OwnedProduct[],
  activeOnly: boolean,
): ProductRow[] {
  const machinesOf = new Map(owned.map((entry) => [entry.productId, entry.machines]));
  return products
    .filter((product) => !activeOnly || product.status === "active")
    .map((product) => ({ product, machines: machinesOf.get(product.id) ?? [] }));
}
