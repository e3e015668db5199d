import type { Metadata } from "next";

import { ServiceGate } from "@/components/portal/session/service-gate";
import { InventoryScreen } from "@/components/portal/inventory/inventory-screen";
import { portalMetadata } from "@/lib/portal/portal-metadata";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/inventory">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Inventory.title");
}

/** /{locale}/mykomax/inventory: the company's machines (spec 001 §2, issue 13). */
export default function InventoryPage() {
  return (
    <ServiceGate service="inventory">
      <InventoryScreen view="current" />
    </ServiceGate>
  );
}
