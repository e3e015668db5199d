import type { Metadata } from "next";

import type { Page } from "@/lib/content/types";
import type { SiteContext } from "@/lib/site-context/get-site-context";

import { documentMetadata } from "./document-metadata";
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
  const image = page.seo.image;
  return documentMetadata({
    context,
    base,
    title,
    description: page.seo.description ?? undefined,
    canonical,
    versions,
    image: image && { ...image, alt: image.alternativeText },
  });
}
