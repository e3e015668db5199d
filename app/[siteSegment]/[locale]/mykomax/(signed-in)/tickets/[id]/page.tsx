import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { portalMetadata } from "@/lib/portal/portal-metadata";
import { ServiceGate } from "@/components/portal/session/service-gate";
import { TicketDetailScreen } from "@/components/portal/tickets/detail/ticket-detail-screen";
import { portalScreen } from "@/lib/portal/portal-routes";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/tickets/[id]">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Tickets.detailTitle");
}

/**
 * /{locale}/mykomax/tickets/{id}: one ticket (spec 001 §2). Whether the company has it is known
 * in the browser only (the back end answers for the signed-in user); a malformed id is a 404 here
 * already (proxy.ts answers it first).
 */
export default async function TicketDetailPage({ params }: Props) {
  const { id } = await params;
  const screen = portalScreen(["tickets", id]);
  if (screen?.kind !== "ticket") notFound();
  return (
    <ServiceGate service="serviceTickets">
      <TicketDetailScreen id={screen.id} />
    </ServiceGate>
  );
}
