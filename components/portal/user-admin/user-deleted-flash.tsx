"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";

import { FlashMessage } from "@/components/ui/flash-message";

/** The query flag the user detail sends the administrator back to the list with. */
export const USER_DELETED_FLAG = "deleted";

/**
 * "The user has been deleted" on the list after the detail deleted one (`?deleted=1`). The flag
 * leaves the address at once (replace, no history entry), so a reload does not repeat it.
 */
export function UserDeletedFlash() {
  const t = useTranslations("UserAdminUser");
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const [isShown] = useState(() => searchParams.get(USER_DELETED_FLAG) === "1");

  useEffect(() => {
    if (searchParams.get(USER_DELETED_FLAG) === null) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(USER_DELETED_FLAG);
    const search = rest.toString();
    router.replace(`${pathname}${search ? `?${search}` : ""}`, { scroll: false });
  }, [pathname, router, searchParams]);

  if (!isShown) return null;
  return <FlashMessage type="success" text={t("deleted")} />;
}
