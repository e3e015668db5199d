/** CMS slugs are lower-case words joined by hyphens; anything else cannot be a page. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The path a page would have (`/company/about-us`), or null when a segment cannot be a slug. */
export function pathFromSegments(segments: string[]): string | null {
  if (!segments.every((segment) => SLUG.test(segment))) return null;
  return `/${segments.join("/")}`;
}
