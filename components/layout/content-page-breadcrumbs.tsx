import { JsonLd } from "@/components/seo/json-ld";
import { config } from "@/lib/config";
import { buildBreadcrumbs, type TrailSource } from "@/lib/navigation/build-breadcrumbs";
import { navigationBranch } from "@/lib/navigation/navigation-branch";
import { siteTrailContext } from "@/lib/navigation/site-trail-context";
import type { NavigationItem } from "@/lib/navigation/types";
import { publicBase } from "@/lib/seo/public-url";
import { breadcrumbListJsonLd } from "@/lib/seo/structured-data";
import type { SiteContext } from "@/lib/site-context/get-site-context";

import { Breadcrumbs } from "./breadcrumbs";

interface ContentPageBreadcrumbsProps {
  context: SiteContext;
  /** The navigation item showing the page. */
  item: NavigationItem;
}

/**
 * The trail of a content page from its navigation branch, shown and as structured data. The
 * home page gets none: a trail of only Home tells the visitor nothing.
 */
export function ContentPageBreadcrumbs({ context, item }: ContentPageBreadcrumbsProps) {
  const branch = navigationBranch(context.header.items, item.branch) ??
    navigationBranch(context.footer.items, item.branch) ?? [item];
  const source: TrailSource = { kind: "navigation", branch };
  const trail = buildBreadcrumbs(source, siteTrailContext(context));
  if (trail.length < 2) return null;
  // Structured data names the public URLs, which for a site with its own domain carry no slug.
  const base = publicBase(context.site, config.siteUrl);
  const publicTrail = buildBreadcrumbs(source, siteTrailContext(context, base.siteSlug));
  return (
    <>
      <Breadcrumbs trail={trail} />
      <JsonLd data={breadcrumbListJsonLd(publicTrail, base.origin)} />
    </>
  );
}
