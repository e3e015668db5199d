"use client";

import { useTranslations } from "next-intl";

import { TICKET_LIST_PATH } from "@/lib/portal/portal-routes";

import { PortalNotFound } from "../../portal-not-found";

/**
 * Another company's ticket and a made-up id look the same: "not found", never whether it exists.
 */
export function TicketNotFound() {
  const t = useTranslations("Tickets");
  return (
    <PortalNotFound
      testId="ticket-not-found"
      backPath={TICKET_LIST_PATH}
      backLabel={t("backToList")}
    />
  );
}
