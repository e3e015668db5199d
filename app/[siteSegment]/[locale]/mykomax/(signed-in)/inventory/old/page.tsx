import type { Metadata } from "next";

import { ServiceGate } from "@/components/portal/session/service-gate";
import { InventoryScreen } from "@/components/portal/inventory/inventory-screen";
import { portalMetadata } from "@/lib/portal/portal-metadata";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/inventory/old">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Inventory.oldTitle");
}

/** /{locale}/mykomax/inventory/old: the previous flat table of the same machines. */
export default function InventoryOldPage() {
  return (
    <ServiceGate service="inventory">
      <InventoryScreen view="old" />
    </ServiceGate>
  );
}
