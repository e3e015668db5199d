import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { portalMetadata } from "@/components/portal/portal-metadata";
import { ServiceTicketsGate } from "@/components/portal/tickets/service-tickets-gate";
import { TicketListScreen } from "@/components/portal/tickets/ticket-list-screen";

type Props = PageProps<"/[site]/[locale]/mykomax/tickets/list">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Tickets.listTitle");
}

/** /{locale}/mykomax/tickets/list: the company's service tickets (spec 001 §2). */
export default async function TicketListPage() {
  const t = await getTranslations("Tickets");
  return (
    <ServiceTicketsGate>
      <div className="space-y-6">
        <h1 className="text-3xl font-bold">{t("listTitle")}</h1>
        <TicketListScreen />
      </div>
    </ServiceTicketsGate>
  );
}
