/** The detail's tabs (issue 14 item 2), in their order. */
export const PRODUCT_TABS = ["parts", "knowledge-hub", "software", "order"] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** `?tab=` as a tab; absent or unknown is the first (a shared or edited link still opens). */
export function parseProductTab(value: string | null | undefined): ProductTab {
  return PRODUCT_TABS.find((tab) => tab === value) ?? "parts";
}

/** The query string of a tab: none for the first, so the detail has one address per tab. */
export function productTabSearch(tab: ProductTab): string {
  return tab === "parts" ? "" : `?tab=${tab}`;
}
