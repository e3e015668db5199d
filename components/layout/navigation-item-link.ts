import { warnOnce } from "@/lib/log/logger";
import { localizePath } from "@/lib/navigation/localize-path";
import { type LinkContext, type ResolvedLink, resolveTarget } from "@/lib/navigation/resolve-link";
import type { NavigationItem } from "@/lib/navigation/types";

/**
 * Where a navigation item leads: a page at its first path in the navigations (a footer item of a
 * header page links the header's path, one URL per page); items with neither page nor URL are
 * warned about once.
 */
export function navigationItemLink(
  item: NavigationItem,
  context: LinkContext,
): ResolvedLink | null {
  if (item.unlocalizedUrl) {
    const path = (item.pageId && context.pagePaths.get(item.pageId)) || item.unlocalizedUrl;
    return { kind: "app", href: localizePath(path, context), label: item.title };
  }
  if (item.url) return resolveTarget(item.url, item.title, context);
  if (item.items.length === 0) {
    warnOnce(
      "navigation",
      item.id,
      `Navigation item ${item.id} ("${item.title}") has no link or URL`,
    );
  }
  return null;
}
