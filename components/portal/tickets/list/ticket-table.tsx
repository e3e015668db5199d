"use client";

import { useLocale, useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import { formatDay } from "@/lib/format/date-time";
import type { TicketSummary } from "@/lib/portal/tickets/ticket";

import { PortalTable } from "../../list/portal-table";
import { TicketStatusBadge } from "../ticket-status-badge";

interface TicketTableProps {
  tickets: readonly TicketSummary[];
  caption: string;
  hrefOf: (id: string) => string;
}

const COLUMNS = [
  "id",
  "subject",
  "type",
  "status",
  "concern",
  "machine",
  "machineModel",
  "serialNumber",
  "location",
  "contact",
  "createdOn",
  "replies",
] as const;

/** The ticket list on wide screens: one row per ticket with the fields of spec 001 §3. */
export function TicketTable({ tickets, caption, hrefOf }: TicketTableProps) {
  const t = useTranslations("Tickets");
  const language = useLocale();
  return (
    <PortalTable caption={caption} columns={COLUMNS} headerOf={(column) => t(`fields.${column}`)}>
      {tickets.map((ticket) => (
        <tr key={ticket.id} className="border-b border-theme-border align-top">
          <th scope="row" className="px-1.5 py-2 font-semibold whitespace-nowrap">
            <AppLink
              href={hrefOf(ticket.id)}
              className="text-theme-link underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-theme-accent"
            >
              {ticket.id}
            </AppLink>
          </th>
          <td className="min-w-48 px-1.5 py-2">{ticket.subject}</td>
          <td className="px-1.5 py-2">{t(`type.${ticket.type}`)}</td>
          <td className="px-1.5 py-2">
            <TicketStatusBadge status={ticket.status} />
          </td>
          <td className="px-1.5 py-2">{t(`concern.${ticket.concern}`)}</td>
          <td className="px-1.5 py-2">{ticket.machine.name}</td>
          <td className="px-1.5 py-2">{ticket.machine.model}</td>
          <td className="px-1.5 py-2">{ticket.serialNumber ?? ticket.machine.serialNumber}</td>
          <td className="px-1.5 py-2">{ticket.location.name}</td>
          <td className="px-1.5 py-2">{ticket.contact.name}</td>
          <td className="px-1.5 py-2 whitespace-nowrap">{formatDay(ticket.createdOn, language)}</td>
          <td className="px-1.5 py-2 text-right">{ticket.replies}</td>
        </tr>
      ))}
    </PortalTable>
  );
}
