"use client";

import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import { openTicketsSearch } from "@/lib/portal/inventory/inventory-query";
import { TICKET_LIST_PATH } from "@/lib/portal/portal-routes";

import { portalLink, usePortalContext } from "../session/portal-context";

/** A machine's open-ticket count, linking to the ticket list showing exactly those tickets. */
export function OpenTicketsLink({
  machine,
}: {
  machine: { id: string; name: string; openTickets: number };
}) {
  const t = useTranslations("Inventory");
  const context = usePortalContext();
  return (
    <AppLink
      href={`${portalLink(context, TICKET_LIST_PATH)}${openTicketsSearch(machine.id)}`}
      aria-label={t("openTicketsLabel", { count: machine.openTickets, name: machine.name })}
      className="text-theme-link underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-theme-accent"
    >
      {machine.openTickets}
    </AppLink>
  );
}
