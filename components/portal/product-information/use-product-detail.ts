"use client";

import { useQuery } from "@tanstack/react-query";

import type { ProductInformationDetailQuery } from "@/graphql/generated/pim";

import { fetchProductInformation } from "./fetch-product-information";
import { usePimLocale } from "./use-pim-locale";

export type ProductDetail = NonNullable<ProductInformationDetailQuery["product"]>;

/** Stock is live data: read anew when older than this (issue 14: never older than a minute). */
const STOCK_FRESH_MS = 30_000;

/** A product's detail with parts and stock; null for an unknown slug. */
export function useProductDetail(slug: string) {
  const locale = usePimLocale();
  return useQuery({
    queryKey: ["productDetail", locale, slug],
    queryFn: async () =>
      (await fetchProductInformation<{ product: ProductDetail }>("product", { locale, slug }))
        ?.product ?? null,
    staleTime: STOCK_FRESH_MS,
    refetchInterval: 60_000,
  });
}
