"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useOptimistic, useTransition } from "react";

import {
  parseProductListQuery,
  type ProductListQuery,
  productListSearch,
} from "@/lib/portal/product-information/product-list-query";

/** The list's state, read from the URL and changed by navigating (Back returns to the last view). */
export function useProductListQuery(): [ProductListQuery, (next: ProductListQuery) => void] {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const query = useMemo(() => parseProductListQuery(searchParams), [searchParams]);
  const [shown, showAtOnce] = useOptimistic(query);
  const [, startTransition] = useTransition();
  const show = useCallback(
    (next: ProductListQuery) => {
      const search = productListSearch(next);
      if (search === productListSearch(shown)) return;
      startTransition(() => {
        showAtOnce(next);
        router.push(`${pathname}${search}`, { scroll: false });
      });
    },
    [pathname, router, shown, showAtOnce],
  );
  return [shown, show];
}
