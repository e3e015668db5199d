"use client";

import { createContext, type ReactNode, useContext } from "react";

import type { ServiceUrls } from "@/lib/config/service-urls";
import type { IdentitySettings } from "@/lib/portal/identity-settings";

/** What every portal client component needs: the provider, the locale and the site's paths. */
interface PortalContextValue {
  identity: IdentitySettings;
  localeUrlCode: string;
  /** The site's home page in this locale (`/en`, `/en/north-america-events`). */
  homeHref: string;
  /** The portal's home in this locale and site (`/en/mykomax`). */
  portalHref: string;
  /** The external applications' addresses (configured at run time). */
  serviceUrls: ServiceUrls;
}

const PortalContext = createContext<PortalContextValue | null>(null);

export function PortalContextProvider({
  value,
  children,
}: {
  value: PortalContextValue;
  children: ReactNode;
}) {
  return <PortalContext value={value}>{children}</PortalContext>;
}

export function usePortalContext(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error("usePortalContext needs a PortalContextProvider above it");
  return value;
}

/** `/en/mykomax/account` from `account`. */
export function portalLink(context: PortalContextValue, below: string): string {
  return below ? `${context.portalHref}/${below}` : context.portalHref;
}
