"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useOptimistic, useTransition } from "react";

/**
 * A list screen's state, read from the URL and changed by navigating: every change is a history
 * entry, so Back and Forward walk through the views the user had, and a link shares one. While
 * the navigation runs, the new state is shown already (a ticked box stays ticked). `parse` and
 * `search` are the list's rules of lib/portal/<area>/ (the URL's search and back).
 */
export function useListQuery<Query>(
  parse: (searchParams: ReturnType<typeof useSearchParams>) => Query,
  search: (query: Query) => string,
): [Query, (next: Query) => void] {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const query = useMemo(() => parse(searchParams), [parse, searchParams]);
  const [shown, showAtOnce] = useOptimistic(query);
  const [, startTransition] = useTransition();
  const show = useCallback(
    (next: Query) => {
      const nextSearch = search(next);
      if (nextSearch === search(shown)) return;
      startTransition(() => {
        showAtOnce(next);
        router.push(`${pathname}${nextSearch}`, { scroll: false });
      });
    },
    [pathname, router, search, shown, showAtOnce],
  );
  return [shown, show];
}
