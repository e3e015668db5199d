"use client";

import type { ReactNode } from "react";

import { AppLink } from "@/components/ui/app-link";

import { portalLink, usePortalContext } from "./session/portal-context";

/** The way back above a portal screen: to the list it came from, or (no path) the dashboard. */
export function PortalBackLink({ path = "", children }: { path?: string; children: ReactNode }) {
  const context = usePortalContext();
  return (
    <AppLink
      href={portalLink(context, path)}
      className="inline-block font-semibold text-theme-link underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-theme-accent"
    >
      {children}
    </AppLink>
  );
}
