"use client";

import { useTranslations } from "next-intl";

import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { TicketStatus } from "@/lib/portal/tickets/ticket";

const TONE: Record<TicketStatus, BadgeTone> = {
  NEW: "info",
  IN_PROGRESS: "warning",
  WAITING_FOR_CUSTOMER: "danger",
  CLOSURE_REQUESTED: "successSoft",
  CLOSED: "muted",
};

/** A ticket's status as a label; the words carry it, the colour only helps. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useTranslations("Tickets.status");
  return (
    <Badge tone={TONE[status]} data-status={status}>
      {t(status)}
    </Badge>
  );
}
