import type { Metadata } from "next";

import { InventoryGate } from "@/components/portal/inventory/inventory-gate";
import { InventoryScreen } from "@/components/portal/inventory/inventory-screen";
import { portalMetadata } from "@/components/portal/portal-metadata";

type Props = PageProps<"/[site]/[locale]/mykomax/inventory">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Inventory.title");
}

/** /{locale}/mykomax/inventory: the company's machines (spec 001 §2, issue 13). */
export default function InventoryPage() {
  return (
    <InventoryGate>
      <InventoryScreen view="current" />
    </InventoryGate>
  );
}
