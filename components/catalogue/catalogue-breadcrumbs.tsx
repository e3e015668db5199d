import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import type { LineageEntry } from "@/lib/catalogue/types";
import { config } from "@/lib/config";
import { buildBreadcrumbs, type TrailSource } from "@/lib/navigation/build-breadcrumbs";
import { siteTrailContext } from "@/lib/navigation/site-trail-context";
import { publicBase } from "@/lib/seo/public-url";
import { breadcrumbListJsonLd } from "@/lib/seo/structured-data";
import type { SiteContext } from "@/lib/site-context/get-site-context";

/**
 * A catalogue page's trail (spec 000 §2): home, then the classification lineage the PIM's
 * lookup by unlocalized URL led to (and the product), shown and as structured data.
 */
export function CatalogueBreadcrumbs({
  context,
  lineage,
}: {
  context: SiteContext;
  lineage: LineageEntry[];
}) {
  const source: TrailSource = { kind: "catalogue", lineage };
  const trail = buildBreadcrumbs(source, siteTrailContext(context));
  const base = publicBase(context.site, config.siteUrl);
  const publicTrail = buildBreadcrumbs(source, siteTrailContext(context, base.siteSlug));
  return (
    <>
      <Breadcrumbs trail={trail} />
      <JsonLd data={breadcrumbListJsonLd(publicTrail, base.origin)} />
    </>
  );
}
