"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useOptimistic, useTransition } from "react";

import {
  type InventoryQuery,
  inventorySearch,
  parseInventoryQuery,
} from "@/lib/portal/inventory/inventory-query";

/**
 * The inventory's state, read from the URL and changed by navigating (as the ticket list): every
 * change is a history entry, so Back returns to the previous view and a link shares one.
 */
export function useInventoryQuery(): [InventoryQuery, (next: InventoryQuery) => void] {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const query = useMemo(() => parseInventoryQuery(searchParams), [searchParams]);
  const [shown, showAtOnce] = useOptimistic(query);
  const [, startTransition] = useTransition();
  const show = useCallback(
    (next: InventoryQuery) => {
      const search = inventorySearch(next);
      if (search === inventorySearch(shown)) return;
      startTransition(() => {
        showAtOnce(next);
        router.push(`${pathname}${search}`, { scroll: false });
      });
    },
    [pathname, router, shown, showAtOnce],
  );
  return [shown, show];
}
