import type { SiteContext } from "@/lib/site-context/get-site-context";

import { TrailBreadcrumbs } from "./trail-breadcrumbs";

/**
 * The trail of a file-based section page (Home > Stories > a story); entries are paths without
 * locale, root first, the page itself last.
 */
export function SectionBreadcrumbs({
  context,
  entries,
}: {
  context: SiteContext;
  entries: Array<{ title: string; path: string }>;
}) {
  return <TrailBreadcrumbs context={context} source={{ kind: "section", entries }} />;
}
