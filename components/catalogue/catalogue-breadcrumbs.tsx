import { TrailBreadcrumbs } from "@/components/layout/trail-breadcrumbs";
import type { LineageEntry } from "@/lib/catalogue/types";
import type { SiteContext } from "@/lib/site-context/get-site-context";

/**
 * A catalogue page's trail: home, then the classification lineage the PIM's lookup by
 * unlocalized URL led to (and the product).
 */
export function CatalogueBreadcrumbs({
  context,
  lineage,
}: {
  context: SiteContext;
  lineage: LineageEntry[];
}) {
  return <TrailBreadcrumbs context={context} source={{ kind: "catalogue", lineage }} />;
}
