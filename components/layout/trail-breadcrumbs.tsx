import { JsonLd } from "@/components/seo/json-ld";
import { config } from "@/lib/config";
import { buildBreadcrumbs, type TrailSource } from "@/lib/navigation/build-breadcrumbs";
import { siteTrailContext } from "@/lib/navigation/site-trail-context";
import { publicBase } from "@/lib/seo/public-url";
import { breadcrumbListJsonLd } from "@/lib/seo/structured-data";
import type { SiteContext } from "@/lib/site-context/get-site-context";

import { Breadcrumbs } from "./breadcrumbs";

/**
 * A page's trail (spec 000 §2), shown and as structured data. The structured data names the
 * public URLs, which for a site with its own domain carry no slug. A trail of only Home tells the
 * visitor nothing: none is shown.
 */
export function TrailBreadcrumbs({
  context,
  source,
}: {
  context: SiteContext;
  source: TrailSource;
}) {
  const trail = buildBreadcrumbs(source, siteTrailContext(context));
  if (trail.length < 2) return null;
  const base = publicBase(context.site, config.siteUrl);
  const publicTrail = buildBreadcrumbs(source, siteTrailContext(context, base.siteSlug));
  return (
    <>
      <Breadcrumbs trail={trail} />
      <JsonLd data={breadcrumbListJsonLd(publicTrail, base.origin)} />
    </>
  );
}
