"use client";

import type { ReactNode } from "react";

import { usePortalSession } from "@/stores/portal-session";

import { ServiceScreen } from "../service-screen";

/**
 * Wire-flow's screens are for users whose role grants it (spec 001 §6); everyone else sees the
 * service's status and why. The portal back end refuses their calls on its own as well.
 */
export function WireFlowGate({ children }: { children: ReactNode }) {
  const status = usePortalSession((state) => state.user?.services.wireFlow);
  if (status === undefined) return null;
  return status === "active" ? children : <ServiceScreen service="wireFlow" />;
}
