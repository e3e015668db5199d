"use client";

import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import { TICKET_LIST_PATH } from "@/lib/portal/portal-routes";

import { portalLink, usePortalContext } from "../../session/portal-context";

/**
 * Another company's ticket and a made-up id look the same: "not found", never whether it exists.
 */
export function TicketNotFound() {
  const t = useTranslations("NotFound");
  const tickets = useTranslations("Tickets");
  const context = usePortalContext();
  return (
    <div className="space-y-4" data-testid="ticket-not-found">
      <p className="font-semibold text-theme-muted">{t("overline")}</p>
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p>{t("text")}</p>
      <AppLink
        href={portalLink(context, TICKET_LIST_PATH)}
        className="inline-block font-semibold text-theme-link underline"
      >
        {tickets("backToList")}
      </AppLink>
    </div>
  );
}
