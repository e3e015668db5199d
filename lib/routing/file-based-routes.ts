/** The catalogue's top-level classifications (lib/catalogue): proxy.ts checks their paths. */
const CATALOGUE_SEGMENTS = ["products", "services", "smart-factory"];

/**
 * First path segments (after locale and site slug) served by file-based routes rather than the
 * navigation tree (spec 000 §2). Their pages answer their own 404s. The catalogue, stories,
 * media releases, search, editor and portal routes add themselves here as they arrive.
 */
const FILE_BASED_SEGMENTS: ReadonlySet<string> = new Set<string>([...CATALOGUE_SEGMENTS]);

export function isFileBasedRoute(path: string): boolean {
  return FILE_BASED_SEGMENTS.has(path.split("/")[1] ?? "");
}

/** A catalogue path (`/products/…`): proxy.ts asks the PIM whether it exists before rewriting. */
export function isCatalogueRoute(path: string): boolean {
  return CATALOGUE_SEGMENTS.includes(path.split("/")[1] ?? "");
}
