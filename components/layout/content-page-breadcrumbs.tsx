import { navigationBranch } from "@/lib/navigation/navigation-branch";
import type { NavigationItem } from "@/lib/navigation/types";
import type { SiteContext } from "@/lib/site-context/get-site-context";

import { TrailBreadcrumbs } from "./trail-breadcrumbs";

interface ContentPageBreadcrumbsProps {
  context: SiteContext;
  /** The navigation item showing the page. */
  item: NavigationItem;
}

/** The trail of a content page from its navigation branch; the home page gets none. */
export function ContentPageBreadcrumbs({ context, item }: ContentPageBreadcrumbsProps) {
  const branch = navigationBranch(context.header.items, item.branch) ??
    navigationBranch(context.footer.items, item.branch) ?? [item];
  return <TrailBreadcrumbs context={context} source={{ kind: "navigation", branch }} />;
}
