"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";

import { FlashMessage } from "@/components/ui/flash-message";

/**
 * "Ticket T-… has been created" after the new-ticket form sent the user here with `?created=1`.
 * The flag leaves the address at once (replace, no history entry), so a reload does not repeat it.
 */
export function TicketCreatedFlash({ id }: { id: string }) {
  const t = useTranslations("Tickets");
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const [isShown] = useState(() => searchParams.get("created") === "1");

  useEffect(() => {
    if (searchParams.get("created") === null) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete("created");
    const search = rest.toString();
    router.replace(`${pathname}${search ? `?${search}` : ""}`, { scroll: false });
  }, [pathname, router, searchParams]);

  if (!isShown) return null;
  return <FlashMessage type="success" text={t("created", { id })} />;
}
