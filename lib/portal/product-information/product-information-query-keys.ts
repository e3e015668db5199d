/** The react-query keys of the product information and parts order screens. */
export const productInformationQueryKeys = {
  all: ["productInformation"] as const,
  /** The portal's products of the customer's machines (language-free). */
  owned: () => [...productInformationQueryKeys.all, "owned"] as const,
  /**
   * The list's products from the PIM: a search (the PIM leaves out inactive products when asked),
   * or the owned products by their ids (all of them; "active only" is applied to the rows).
   */
  products: (locale: string, search: { text: string; activeOnly: boolean } | { ids: string }) =>
    [...productInformationQueryKeys.all, "products", locale, search] as const,
  detail: (locale: string, slug: string) =>
    [...productInformationQueryKeys.all, "detail", locale, slug] as const,
  content: (locale: string, productId: string, contentId: string) =>
    [...productInformationQueryKeys.all, "content", locale, productId, contentId] as const,
  orderLocations: () => [...productInformationQueryKeys.all, "orderLocations"] as const,
  /** Every page of the order history: a placed order changes them all. */
  orders: () => [...productInformationQueryKeys.all, "orders"] as const,
  ordersPage: (page: number, language: string) =>
    [...productInformationQueryKeys.orders(), page, language] as const,
};
