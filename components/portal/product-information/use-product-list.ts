"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import type { ProductInformationSummaryFragment } from "@/graphql/generated/pim";
import { OwnedProductsDocument } from "@/graphql/generated/portal";
import { portalQuery } from "@/lib/portal/portal-graphql";
import { productRows } from "@/lib/portal/product-information/owned-product-rows";
import type { ProductListQuery } from "@/lib/portal/product-information/product-list-query";

import { useIdToken } from "../use-stored-token";
import { fetchProductInformation } from "./fetch-product-information";
import { usePimLocale } from "./use-pim-locale";

type Products = { products: ProductInformationSummaryFragment[] };

/**
 * The list's rows: the customer's products (the portal's ownedProducts joined with the PIM's
 * products) or, with a search text, the catalogue's matches marked with his machines.
 */
export function useProductList(query: ProductListQuery) {
  const locale = usePimLocale();
  const idToken = useIdToken();
  const owned = useQuery({
    queryKey: ["ownedProducts"],
    queryFn: async () =>
      (await portalQuery(OwnedProductsDocument, {}, await idToken())).ownedProducts,
  });
  const ids = owned.data?.map((entry) => entry.productId) ?? [];
  const products = useQuery({
    queryKey: ["productInformation", locale, query.text, query.text ? "" : ids.join(",")],
    queryFn: async () => {
      const answer = query.text
        ? await fetchProductInformation<Products>("search", {
            locale,
            q: query.text,
            activeOnly: String(query.activeOnly),
          })
        : await fetchProductInformation<Products>("products", { locale, ids: ids.join(",") });
      return answer?.products ?? [];
    },
    enabled: owned.data !== undefined,
    placeholderData: keepPreviousData,
  });
  const rows =
    owned.data && products.data
      ? productRows(products.data, owned.data, query.activeOnly)
      : undefined;
  return {
    rows,
    error: owned.error ?? products.error,
    isUpdating: products.isPlaceholderData,
  };
}
