import type { Metadata } from "next";

import type { Page } from "@/lib/content/types";
import type { SiteContext } from "@/lib/site/get-site-context";

import { languageAlternates } from "./language-alternates";
import { publicBase, publicUrl } from "./public-url";

interface PageMetadataInput {
  context: SiteContext;
  /** The page's path without locale (`/company/about-us`). */
  path: string;
  page: Page;
  /** The document title, brand suffix included. */
  title: string;
  siteUrl: string;
}

/**
 * Description, canonical URL, OpenGraph and hreflang alternates of a page. A page shown in a
 * fallback language names the version in its own language as canonical: the content is that.
 */
export function pageMetadata({ context, path, page, title, siteUrl }: PageMetadataInput): Metadata {
  const base = publicBase(context.site, siteUrl);
  const versions = context.languages
    .filter((language) => page.languages.includes(language))
    .map((language) => [language, publicUrl(path, language, base)] as const);
  const canonical = page.isLanguageFallback
    ? publicUrl(path, page.contentLanguage, base)
    : publicUrl(path, context.locale.urlCode, base);
  const description = page.seo.description ?? undefined;
  const image = page.seo.image;
  return {
    description,
    alternates: { canonical, languages: languageAlternates(versions) },
    openGraph: {
      type: "website",
      title,
      description,
      url: canonical,
      siteName: context.site.name,
      locale: context.locale.code.replace("-", "_"),
      images: image
        ? [
            {
              url: new URL(image.url, base.origin).href,
              width: image.width ?? undefined,
              height: image.height ?? undefined,
              alt: image.alternativeText ?? undefined,
            },
          ]
        : undefined,
    },
  };
}
