"use client";

import type { ReactNode } from "react";

import { ServiceGate } from "../service-gate";

/** The ticket screens, for users whose role grants service tickets (see ServiceGate). */
export function ServiceTicketsGate({ children }: { children: ReactNode }) {
  return <ServiceGate service="serviceTickets">{children}</ServiceGate>;
}
