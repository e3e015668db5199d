import type {
  AssetFieldsFragment,
  LinkFieldsFragment,
  MarketingBackground,
  SectionFieldsFragment,
  Theme,
} from "@/graphql/generated/content";

interface MarketingSection {
  logo: AssetFieldsFragment | null;
  backgroundColor: MarketingBackground;
  link: LinkFieldsFragment | null;
}

export interface ContentTeaserCard {
  title: string;
  text: string | null;
  image: AssetFieldsFragment | null;
  link: LinkFieldsFragment | null;
}

export interface NavigationItem {
  id: string;
  title: string;
  breadcrumbOverride: string | null;
  hidden: boolean;
  /** Country codes the item shows in; empty means everywhere. */
  countries: string[];
  pageId: string | null;
  pageSlug: string | null;
  /** The path without locale: the chain of page slugs (`/company/about-us`), `/` for home, or the item's own url. */
  unlocalizedUrl: string | null;
  /** An explicit target that is not an in-app page: http(s)://…, hard:…, action:… */
  url: string | null;
  target: "Self" | "Blank" | null;
  /** Ids of the item's ancestors and the item itself, root first. */
  branch: string[];
  marketingSection: MarketingSection | null;
  contentTeaserCard: ContentTeaserCard | null;
  sectionIds: string[];
  sections: SectionFieldsFragment[];
  items: NavigationItem[];
}

export interface Navigation {
  id: string;
  name: string;
  theme: Theme;
  contactLink: LinkFieldsFragment | null;
  sections: SectionFieldsFragment[];
  items: NavigationItem[];
}
