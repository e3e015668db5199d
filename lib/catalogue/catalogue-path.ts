/** Spec 000 §2: the top-level classifications, each the first segment of a catalogue route. */
const CATALOGUE_ROOTS = ["products", "services", "smart-factory"] as const;

/** Capability pages: /{locale}/products/capabilities/{capability-slug}. */
export const CAPABILITIES_SEGMENT = "capabilities";

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type CataloguePath =
  { kind: "entry"; url: string; slug: string } | { kind: "capability"; slug: string };

/**
 * Reads the path after locale and site slug as a catalogue address: a classification or product
 * route (`/products/cutting-stripping/fer-cs-3100`) or a capability page. Null for anything that
 * cannot be one (another first segment, upper case, odd characters), so no backend is asked.
 */
export function parseCataloguePath(segments: readonly string[]): CataloguePath | null {
  const [root] = segments;
  if (!root || !(CATALOGUE_ROOTS as readonly string[]).includes(root)) return null;
  if (segments.length > 12 || !segments.every((segment) => SEGMENT.test(segment))) return null;
  if (root === "products" && segments[1] === CAPABILITIES_SEGMENT) {
    return segments.length === 3 ? { kind: "capability", slug: segments[2] as string } : null;
  }
  return {
    kind: "entry",
    url: `/${segments.join("/")}`,
    slug: segments[segments.length - 1] as string,
  };
}

/** The route of a capability's page, without locale. */
export function capabilityRoute(slug: string): string {
  return `/products/${CAPABILITIES_SEGMENT}/${slug}`;
}
