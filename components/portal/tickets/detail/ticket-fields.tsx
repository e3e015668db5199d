"use client";

import { useLocale, useTranslations } from "next-intl";

import { formatDateTime } from "@/lib/format/date-time";
import type { Ticket } from "@/lib/portal/tickets/ticket";

import { type FieldRow, FieldList } from "../../field-list";
import { PortalSection } from "../../portal-section";

/** One of the ticket's three groups of fields, its values lined up in one column. */
function FieldGroup({
  headingId,
  title,
  rows,
}: {
  headingId: string;
  title: string;
  rows: readonly FieldRow[];
}) {
  return (
    <PortalSection headingId={headingId} title={title} rank="part" className="space-y-3">
      <FieldList rows={rows} className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2" />
    </PortalSection>
  );
}

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    // A code Intl does not know is shown as it is.
    return code;
  }
}

/** The ticket's own fields, its location with address and its machine (spec 001 §3). */
export function TicketFields({ ticket }: { ticket: Ticket }) {
  const t = useTranslations("Tickets");
  const language = useLocale();
  const notGiven = <span className="text-theme-muted">{t("fields.notGiven")}</span>;
  const { address } = ticket.location;
  return (
    <div className="grid grid-cols-1 gap-8 md:grid-cols-3">
      <FieldGroup
        headingId="ticket-details-heading"
        title={t("detail.details")}
        rows={[
          [t("fields.id"), ticket.id],
          [t("fields.type"), t(`type.${ticket.type}`)],
          [t("fields.concern"), t(`concern.${ticket.concern}`)],
          [
            t("fields.contact"),
            <a key="contact" href={`mailto:${ticket.contact.email}`} className="underline">
              {ticket.contact.name}
            </a>,
          ],
          [t("fields.createdOn"), formatDateTime(ticket.createdOn, language)],
          [t("fields.updatedOn"), formatDateTime(ticket.updatedOn, language)],
          [t("fields.replies"), ticket.replies],
        ]}
      />
      <FieldGroup
        headingId="ticket-location-heading"
        title={t("detail.locationHeading")}
        rows={[
          [t("fields.location"), ticket.location.name],
          [
            t("fields.address"),
            <address key="address" className="not-italic">
              {address.street}
              <br />
              {address.postalCode} {address.city}
              <br />
              {countryName(address.country, language)}
            </address>,
          ],
        ]}
      />
      <FieldGroup
        headingId="ticket-machine-heading"
        title={t("detail.machineHeading")}
        rows={[
          [t("fields.machine"), ticket.machine.name],
          [t("fields.machineModel"), ticket.machine.model],
          [t("fields.serialNumber"), ticket.machine.serialNumber],
          [t("fields.plant"), ticket.machine.plant],
          [t("fields.organization"), ticket.machine.organization],
          [t("fields.givenMachineName"), ticket.machineName ?? notGiven],
          [t("fields.givenSerialNumber"), ticket.serialNumber ?? notGiven],
        ]}
      />
    </div>
  );
}
