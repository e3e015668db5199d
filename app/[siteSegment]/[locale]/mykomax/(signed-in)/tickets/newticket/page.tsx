import type { Metadata } from "next";

import { portalMetadata } from "@/lib/portal/portal-metadata";
import { NewTicketScreen } from "@/components/portal/tickets/forms/new-ticket-screen";
import { ServiceGate } from "@/components/portal/session/service-gate";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/tickets/newticket">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "TicketForms.newTicketTitle");
}

/** /{locale}/mykomax/tickets/newticket: report a problem with a machine (spec 001 §2, §3). */
export default function NewTicketPage() {
  return (
    <ServiceGate service="serviceTickets">
      <NewTicketScreen />
    </ServiceGate>
  );
}
