import "server-only";

import { cache } from "react";

import { findPageItem } from "@/lib/navigation/find-navigation-item";
import type { NavigationItem } from "@/lib/navigation/types";
import type { SiteContext } from "@/lib/site-context/get-site-context";

import { getContentPage } from "./get-content-page";
import { pathFromSegments } from "./path-from-segments";
import type { Page } from "./types";

interface ContentPageMatch {
  item: NavigationItem;
  page: Page;
}

/**
 * The page at a path of a site's navigation tree: `/` is the visitor's home item. Null when no
 * navigation item shows a page there or the page does not exist.
 */
export const resolveContentPage = cache(async function resolveContentPage(
  context: SiteContext,
  segments: string[],
): Promise<ContentPageMatch | null> {
  const path = pathFromSegments(segments);
  if (!path) return null;
  const item = findPageItem(context, path, context.locale.country);
  if (!item?.pageId) return null;
  const page = await getContentPage(item.pageId, context.request);
  return page ? { item, page } : null;
});
