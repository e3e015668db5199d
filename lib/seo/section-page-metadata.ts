import type { Metadata } from "next";

import type { SiteContext } from "@/lib/site-context/get-site-context";

import { documentMetadata, type MetadataImage } from "./document-metadata";
import { publicBase, publicUrl } from "./public-url";

interface SectionPageMetadataInput {
  context: Pick<SiteContext, "site" | "locale" | "languages">;
  /** The page's path without locale (`/stories/solar-power-dierikon`). */
  path: string;
  /** The document title, brand suffix included. */
  title: string;
  description: string | null;
  /** The languages the document exists in; every site language when it is a list. */
  languages?: string[];
  image?: MetadataImage | null;
  siteUrl: string;
}

/**
 * Title, description, canonical URL, hreflang and OpenGraph of a page of the site's own routes: a
 * story, a media release, a catalogue page (the PIM serves every site language).
 */
export function sectionPageMetadata(input: SectionPageMetadataInput): Metadata {
  const { context, path, title, siteUrl } = input;
  const base = publicBase(context.site, siteUrl);
  const versions = context.languages
    .filter((language) => !input.languages || input.languages.includes(language))
    .map((language) => [language, publicUrl(path, language, base)] as const);
  return {
    title,
    ...documentMetadata({
      context,
      base,
      title,
      description: input.description ?? undefined,
      canonical: publicUrl(path, context.locale.urlCode, base),
      versions,
      image: input.image,
    }),
  };
}
