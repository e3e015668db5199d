/** The catalogue's top-level classifications (lib/catalogue). */
const CATALOGUE_SEGMENTS = ["products", "services", "smart-factory"];

/**
 * First path segments (after locale and site slug) served by file-based routes rather than the
 * navigation tree (spec 000 §2). Those whose pages depend on backend data also register a check
 * in checked-routes.ts, so that a miss is a 404 from proxy.ts.
 */
const FILE_BASED_SEGMENTS: ReadonlySet<string> = new Set<string>([...CATALOGUE_SEGMENTS]);

export function isFileBasedRoute(path: string): boolean {
  return FILE_BASED_SEGMENTS.has(path.split("/")[1] ?? "");
}
