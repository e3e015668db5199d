"use client";

import { useQuery } from "@tanstack/react-query";

import {
  type ComparisonProduct,
  comparisonResponseSchema,
} from "@/lib/comparison/comparison-product";

type LoadStatus = "idle" | "pending" | "success" | "error";

/** Whose comparison it is: the service-system code of the language, and the country (if any). */
export interface ComparisonVisitor {
  sisCode: string;
  /** Null on an international locale, which compares every product. */
  country: string | null;
}

interface ComparisonData {
  products: ComparisonProduct[];
  notOffered: ReadonlySet<string>;
}

const NONE: ComparisonData = { products: [], notOffered: new Set() };

async function fetchComparisonProducts(
  { sisCode, country }: ComparisonVisitor,
  slugs: readonly string[],
): Promise<ComparisonData> {
  const query = new URLSearchParams({ locale: sisCode, slugs: slugs.join(",") });
  if (country) query.set("country", country);
  const response = await fetch(`/api/catalogue/comparison?${query.toString()}`);
  if (!response.ok) throw new Error(`Comparison products answered ${response.status}`);
  const { products, notOffered } = comparisonResponseSchema.parse(await response.json());
  return { products, notOffered: new Set(notOffered) };
}

/**
 * The product data of the compared products, in the spec's four load states (spec 000 §4), and
 * which of them the visitor's country is not offered (spec 000 §5).
 */
export function useComparisonProducts(
  visitor: ComparisonVisitor,
  slugs: readonly string[],
  isWanted: boolean,
): { status: LoadStatus } & ComparisonData {
  const sorted = [...new Set(slugs)].sort();
  const isEnabled = isWanted && sorted.length > 0;
  const query = useQuery({
    queryKey: ["comparison-products", visitor.sisCode, visitor.country, sorted],
    queryFn: () => fetchComparisonProducts(visitor, sorted),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
    retry: 1,
  });
  if (!isEnabled && !query.data) return { status: "idle", ...NONE };
  return { status: query.status, ...(query.data ?? NONE) };
}
