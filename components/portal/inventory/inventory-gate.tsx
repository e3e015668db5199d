"use client";

import type { ReactNode } from "react";

import { usePortalSession } from "@/stores/portal-session";

import { ServiceScreen } from "../service-screen";

/**
 * The inventory screens are for users whose role grants the inventory (spec 001 §6); everyone
 * else sees the service's status and why. The portal back end refuses their calls on its own too.
 */
export function InventoryGate({ children }: { children: ReactNode }) {
  const status = usePortalSession((state) => state.user?.services.inventory);
  if (status === undefined) return null;
  return status === "active" ? children : <ServiceScreen service="inventory" />;
}
