import type {
  AssetFieldsFragment,
  ContentPageByIdQuery,
  ModuleFieldsFragment,
  PageType,
  Protection,
  Theme,
} from "@/graphql/generated/content";

type PageModule = ModuleFieldsFragment;

/** A page as the product shows it (spec 000 §3 Page). */
export interface Page {
  id: string;
  title: string;
  slug: string;
  /** Derived from the content type. */
  type: "content" | "story" | "media-release" | "system";
  pageType: PageType;
  injection: { type: "Product" | "Service"; slug: string } | null;
  /** Languages the page exists in. */
  languages: string[];
  theme: Theme;
  protection: Protection;
  isPublished: boolean;
  translationSourceLanguage: string;
  translationTargetLanguages: string[];
  /** The page is shown in a fallback language because it does not exist in the requested one. */
  isLanguageFallback: boolean;
  /** The page does not exist in the requested language. */
  isLanguageUnavailable: boolean;
  /** The language the content is actually in. */
  contentLanguage: string;
  mainSiteOnly: boolean;
  header: { theme: Theme; hidden: boolean };
  seo: {
    title: string | null;
    description: string | null;
    noIndex: boolean;
    image: AssetFieldsFragment | null;
  };
  modules: PageModule[];
}

export type RawContentPage = ContentPageByIdQuery["contentPages"][number];
