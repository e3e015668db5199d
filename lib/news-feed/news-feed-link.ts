import { localizePath, type PathPrefix } from "@/lib/navigation/localize-path";
import { type ResolvedLink, resolveTarget } from "@/lib/navigation/resolve-link";

import type { NewsFeedLink } from "./news-feed-types";

/** A news item's link for the visitor's locale and site; null when it leads nowhere safe. */
export function resolveNewsFeedLink(link: NewsFeedLink, prefix: PathPrefix): ResolvedLink | null {
  if (link.kind === "page") {
    const href = `${localizePath("/", prefix)}?direct=${encodeURIComponent(link.pageId)}`;
    return { kind: "app", href, label: link.label };
  }
  return resolveTarget(link.target, link.label, prefix);
}
