import { JsonLd } from "@/components/seo/json-ld";
import { config } from "@/lib/config";
import { buildBreadcrumbs, type TrailSource } from "@/lib/navigation/build-breadcrumbs";
import { siteTrailContext } from "@/lib/navigation/site-trail-context";
import { publicBase } from "@/lib/seo/public-url";
import { breadcrumbListJsonLd } from "@/lib/seo/structured-data";
import type { SiteContext } from "@/lib/site-context/get-site-context";

import { Breadcrumbs } from "./breadcrumbs";

/**
 * The trail of a file-based section page (Home > Stories > a story), shown and as structured
 * data; entries are paths without locale, root first, the page itself last.
 */
export function SectionBreadcrumbs({
  context,
  entries,
}: {
  context: SiteContext;
  entries: Array<{ title: string; path: string }>;
}) {
  const source: TrailSource = { kind: "section", entries };
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
