import "server-only";

import { getSystemData } from "@/lib/site/get-system-data";
import { resolveSite } from "@/lib/site/resolve-site";
import type { Site } from "@/lib/site/types";

import { type PublicBase, publicBase } from "./public-url";

export interface HostSite {
  site: Site;
  base: PublicBase;
}

/**
 * The sites whose pages are public on a host: the site the host resolves to (by its domains,
 * else the main site), first, plus the sites that have no domain of their own and so live on
 * the same origin behind their slug.
 */
export async function getHostSites(hostname: string, siteUrl: string): Promise<HostSite[]> {
  const system = await getSystemData({ mode: "default" });
  const match = resolveSite(system.sites, hostname, []);
  if (!match) return [];
  const origin = publicBase(match.site, siteUrl).origin;
  const others = system.sites
    .filter((site) => site.id !== match.site.id)
    .map((site) => ({ site, base: publicBase(site, siteUrl) }))
    .filter(({ base }) => base.origin === origin);
  return [{ site: match.site, base: publicBase(match.site, siteUrl) }, ...others];
}
