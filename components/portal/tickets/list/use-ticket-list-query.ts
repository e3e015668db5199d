"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useOptimistic, useTransition } from "react";

import {
  parseTicketListQuery,
  type TicketListQuery,
  ticketListSearch,
} from "@/lib/portal/tickets/ticket-list-query";

/**
 * The ticket list's state, read from the URL and changed by navigating: every change is a history
 * entry, so Back and Forward walk through the views the user had, and a link shares one. While
 * the navigation runs, the new state is shown already (a ticked box stays ticked).
 */
export function useTicketListQuery(): [TicketListQuery, (next: TicketListQuery) => void] {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const query = useMemo(() => parseTicketListQuery(searchParams), [searchParams]);
  const [shown, showAtOnce] = useOptimistic(query);
  const [, startTransition] = useTransition();
  const show = useCallback(
    (next: TicketListQuery) => {
      const search = ticketListSearch(next);
      if (search === ticketListSearch(shown)) return;
      startTransition(() => {
        showAtOnce(next);
        router.push(`${pathname}${search}`, { scroll: false });
      });
    },
    [pathname, router, shown, showAtOnce],
  );
  return [shown, show];
}
