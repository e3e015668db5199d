"use client";

import { createContext, type ReactNode, useContext } from "react";

import type { TrailContext } from "@/lib/navigation/build-breadcrumbs";

/** What pages without route params of their own know of the site: the trail's start and the brand. */
interface SiteTrail extends TrailContext {
  /** The company's name, for the page-title suffix. */
  brand: string;
}

const SiteTrailContext = createContext<SiteTrail | null>(null);

/**
 * Hands the trail's start and the brand to pages that get no route params of their own
 * (not-found, error), from the site layout that knows the site and locale.
 */
export function SiteTrailProvider({ value, children }: { value: SiteTrail; children: ReactNode }) {
  return <SiteTrailContext.Provider value={value}>{children}</SiteTrailContext.Provider>;
}

export function useSiteTrail(): SiteTrail | null {
  return useContext(SiteTrailContext);
}
