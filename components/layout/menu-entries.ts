import type { AssetFieldsFragment, SectionFieldsFragment } from "@/graphql/generated/content";
import { type LinkContext, type ResolvedLink, resolveLink } from "@/lib/navigation/resolve-link";
import type { NavigationItem } from "@/lib/navigation/types";

import { marketingBackgroundClass } from "./marketing-background";
import { navigationItemLink } from "./navigation-item-link";

/** A link of a menu section; only links with a text to show are kept. */
interface MenuSectionLink {
  key: string;
  link: ResolvedLink & { label: string };
}

export interface MenuSection {
  id: string;
  title: string;
  links: MenuSectionLink[];
}

export interface MenuMarketing {
  logo: AssetFieldsFragment | null;
  /** Tailwind classes of the CMS background colour, see marketing-background.ts. */
  backgroundClass: string;
  link: ResolvedLink | null;
  /** The link's own title, else the logo's alternative text. */
  linkText: string | null;
}

export interface MenuTeaserCard {
  title: string;
  text: string | null;
  image: AssetFieldsFragment | null;
  link: ResolvedLink | null;
}

/** A navigation item as the menus show it: plain data, so it can reach client components. */
export interface MenuEntry {
  id: string;
  title: string;
  link: ResolvedLink | null;
  opensInNewTab: boolean;
  children: MenuEntry[];
  sections: MenuSection[];
  marketing: MenuMarketing | null;
  teaserCard: MenuTeaserCard | null;
}

/** Whether the entry carries more than child items, so its sub-menu becomes a wide panel. */
export function hasFeatures(entry: MenuEntry): boolean {
  return entry.sections.length > 0 || entry.marketing !== null || entry.teaserCard !== null;
}

function hasLabel(link: ResolvedLink | null): link is ResolvedLink & { label: string } {
  return Boolean(link?.label);
}

function menuSection(section: SectionFieldsFragment, context: LinkContext): MenuSection | null {
  const links = section.links.flatMap((raw, index) => {
    const link = resolveLink(raw, context);
    return hasLabel(link) ? [{ key: `${index}-${link.label}`, link }] : [];
  });
  // A section that failed to load is empty (spec 000 §8): nothing to show.
  return links.length > 0 ? { id: section.id, title: section.title, links } : null;
}

function menuMarketing(item: NavigationItem, context: LinkContext): MenuMarketing | null {
  const section = item.marketingSection;
  if (!section || (!section.logo && !section.link)) return null;
  const link = resolveLink(section.link, context);
  return {
    logo: section.logo,
    backgroundClass: marketingBackgroundClass(section.backgroundColor),
    link,
    linkText: link?.label ?? section.logo?.alternativeText ?? null,
  };
}

function menuTeaserCard(item: NavigationItem, context: LinkContext): MenuTeaserCard | null {
  const card = item.contentTeaserCard;
  if (!card) return null;
  return { ...card, link: resolveLink(card.link, context) };
}

/**
 * The menu entries of navigation items. `sections` holds the loaded sections by id; an item's
 * section ids that are missing from it are left out.
 */
export function menuEntries(
  items: NavigationItem[],
  context: LinkContext,
  sections: ReadonlyMap<string, SectionFieldsFragment> = new Map(),
): MenuEntry[] {
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    link: navigationItemLink(item, context),
    opensInNewTab: item.target === "Blank",
    children: menuEntries(item.items, context, sections),
    sections: item.sectionIds.flatMap((id) => {
      const section = sections.get(id);
      const shown = section ? menuSection(section, context) : null;
      return shown ? [shown] : [];
    }),
    marketing: menuMarketing(item, context),
    teaserCard: menuTeaserCard(item, context),
  }));
}
