"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { formatDateTime } from "@/lib/format/date-time";
import type { Ticket } from "@/lib/portal/tickets/ticket";

/** A labelled list of a ticket's fields; a missing value reads "Not given". */
function FieldList({ rows }: { rows: readonly [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
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
      <section aria-labelledby="ticket-details-heading" className="space-y-3">
        <h2 id="ticket-details-heading" className="text-xl font-bold">
          {t("detail.details")}
        </h2>
        <FieldList
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
      </section>
      <section aria-labelledby="ticket-location-heading" className="space-y-3">
        <h2 id="ticket-location-heading" className="text-xl font-bold">
          {t("detail.locationHeading")}
        </h2>
        <FieldList
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
      </section>
      <section aria-labelledby="ticket-machine-heading" className="space-y-3">
        <h2 id="ticket-machine-heading" className="text-xl font-bold">
          {t("detail.machineHeading")}
        </h2>
        <FieldList
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
      </section>
    </div>
  );
}
