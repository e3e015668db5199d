import type { LinkContext, ResolvedLink } from "@/lib/navigation/resolve-link";
import type { NavigationItem } from "@/lib/navigation/types";

import { navigationItemLink } from "./navigation-item-link";

/** A navigation item as the menus show it: plain data, so it can reach client components. */
export interface MenuEntry {
  id: string;
  title: string;
  link: ResolvedLink | null;
  opensInNewTab: boolean;
  children: MenuEntry[];
}

export function menuEntries(items: NavigationItem[], context: LinkContext): MenuEntry[] {
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    link: navigationItemLink(item, context),
    opensInNewTab: item.target === "Blank",
    children: menuEntries(item.items, context),
  }));
}
