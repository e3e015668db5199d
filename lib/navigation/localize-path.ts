export interface PathPrefix {
  /** The locale as it appears in URLs (`de`, `en-us`). */
  localeUrlCode: string;
  /** The site slug for sites without their own domain; null for the main site. */
  siteSlug: string | null;
}

/** `/company` → `/de/company`, or `/de/north-america-events/company` on a site reached by slug. */
export function localizePath(path: string, prefix: PathPrefix): string {
  const base = `/${prefix.localeUrlCode}${prefix.siteSlug ? `/${prefix.siteSlug}` : ""}`;
  return path === "/" || path === "" ? base : `${base}${path.startsWith("/") ? path : `/${path}`}`;
}
