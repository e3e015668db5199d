"use client";

import type { ReactNode } from "react";

import type { ServiceId } from "@/lib/portal/service-status";
import { usePortalSession } from "@/stores/portal-session";

import { ServiceScreen } from "../dashboard/service-screen";

/**
 * A service's screens are for users whose role makes it active (spec 001 §6); everyone else sees
 * the service's status and why. The portal back end refuses their calls on its own as well.
 */
export function ServiceGate({ service, children }: { service: ServiceId; children: ReactNode }) {
  const status = usePortalSession((state) => state.user?.services[service]);
  if (status === undefined) return null;
  return status === "active" ? children : <ServiceScreen service={service} />;
}
