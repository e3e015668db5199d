"use client";

import { useTranslations } from "next-intl";

import { Spinner } from "@/components/ui/spinner";
import { TICKET_LIST_PATH } from "@/lib/portal/portal-routes";

import { PortalBackLink } from "../../portal-back-link";
import { messageOf, PortalError } from "../../portal-error";
import { NewTicketForm } from "./new-ticket-form";
import { useTicketLocations } from "../use-tickets-api";

/** /mykomax/tickets/newticket: the form once the company's locations and machines are known. */
export function NewTicketScreen() {
  const t = useTranslations("TicketForms");
  const tickets = useTranslations("Tickets");
  const locations = useTicketLocations();
  return (
    <div className="space-y-6">
      <PortalBackLink path={TICKET_LIST_PATH}>{tickets("backToList")}</PortalBackLink>
      <h1 className="text-3xl font-bold">{t("newTicketTitle")}</h1>
      <p>{t("newTicketIntro")}</p>
      {locations.isPending ? <Spinner label={t("loadingLocations")} /> : null}
      {locations.isError ? <PortalError details={messageOf(locations.error)} /> : null}
      {locations.data && locations.data.length === 0 ? (
        <p>{t("noLocations", { email: t("supportEmail") })}</p>
      ) : null}
      {locations.data && locations.data.length > 0 ? (
        <NewTicketForm locations={locations.data} />
      ) : null}
    </div>
  );
}
