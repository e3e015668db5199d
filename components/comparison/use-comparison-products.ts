"use client";

import { useQuery } from "@tanstack/react-query";

import {
  type ComparisonProduct,
  comparisonResponseSchema,
} from "@/lib/comparison/comparison-product";

type LoadStatus = "idle" | "pending" | "success" | "error";

async function fetchComparisonProducts(
  sisCode: string,
  slugs: readonly string[],
): Promise<ComparisonProduct[]> {
  const query = new URLSearchParams({ locale: sisCode, slugs: slugs.join(",") });
  const response = await fetch(`/api/catalogue/comparison?${query.toString()}`);
  if (!response.ok) throw new Error(`Comparison products answered ${response.status}`);
  return comparisonResponseSchema.parse(await response.json()).products;
}

/** The product data of the compared products, in the spec's four load states (spec 000 §4). */
export function useComparisonProducts(
  sisCode: string,
  slugs: readonly string[],
  isWanted: boolean,
): { status: LoadStatus; products: ComparisonProduct[] } {
  const sorted = [...new Set(slugs)].sort();
  const isEnabled = isWanted && sorted.length > 0;
  const query = useQuery({
    queryKey: ["comparison-products", sisCode, sorted],
    queryFn: () => fetchComparisonProducts(sisCode, sorted),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
    retry: 1,
  });
  if (!isEnabled && !query.data) return { status: "idle", products: [] };
  return { status: query.status, products: query.data ?? [] };
}
