"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useOptimistic, useTransition } from "react";

import {
  parseUserAdminQuery,
  type UserAdminQuery,
  userAdminSearch,
} from "@/lib/portal/user-admin/user-admin-query";

/**
 * The user list's state, read from the URL and changed by navigating (as the ticket list): every
 * change is a history entry, so Back returns to the previous view and a link shares one.
 */
export function useUserAdminQuery(): [UserAdminQuery, (next: UserAdminQuery) => void] {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const query = useMemo(() => parseUserAdminQuery(searchParams), [searchParams]);
  const [shown, showAtOnce] = useOptimistic(query);
  const [, startTransition] = useTransition();
  const show = useCallback(
    (next: UserAdminQuery) => {
      const search = userAdminSearch(next);
      if (search === userAdminSearch(shown)) return;
      startTransition(() => {
        showAtOnce(next);
        router.push(`${pathname}${search}`, { scroll: false });
      });
    },
    [pathname, router, shown, showAtOnce],
  );
  return [shown, show];
}
