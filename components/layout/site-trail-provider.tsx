"use client";

import { createContext, type ReactNode, useContext } from "react";

import type { TrailContext } from "@/lib/navigation/build-breadcrumbs";

const SiteTrail = createContext<TrailContext | null>(null);

/**
 * Hands the trail's start to pages that get no route params of their own (not-found, error),
 * from the site layout that knows the site and locale.
 */
export function SiteTrailProvider({
  value,
  children,
}: {
  value: TrailContext;
  children: ReactNode;
}) {
  return <SiteTrail.Provider value={value}>{children}</SiteTrail.Provider>;
}

export function useSiteTrail(): TrailContext | null {
  return useContext(SiteTrail);
}
