import type { Metadata } from "next";

import { portalMetadata } from "@/lib/portal/portal-metadata";
import { ServiceGate } from "@/components/portal/session/service-gate";
import { TicketListScreen } from "@/components/portal/tickets/list/ticket-list-screen";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/tickets/list">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Tickets.listTitle");
}

/** /{locale}/mykomax/tickets/list: the company's service tickets (spec 001 §2). */
export default function TicketListPage() {
  return (
    <ServiceGate service="serviceTickets">
      <TicketListScreen />
    </ServiceGate>
  );
}
