"use client";

import { useTranslations } from "next-intl";

import type { TicketStatus } from "@/graphql/generated/portal";

const LOOK: Record<TicketStatus, string> = {
  NEW: "bg-blue-100 text-blue-900",
  IN_PROGRESS: "bg-amber-100 text-amber-950",
  WAITING_FOR_CUSTOMER: "bg-red-100 text-red-900",
  CLOSURE_REQUESTED: "bg-green-50 text-green-900",
  CLOSED: "bg-gray-200 text-gray-900",
};

/** A ticket's status as a label; the words carry it, the colour only helps. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useTranslations("Tickets.status");
  return (
    <span
      data-status={status}
      className={`inline-block rounded px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${LOOK[status]}`}
    >
      {t(status)}
    </span>
  );
}
