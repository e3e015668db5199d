import type { Metadata } from "next";

import { documentMetadata } from "@/lib/seo/document-metadata";
import { publicBase, publicUrl } from "@/lib/seo/public-url";
import type { SiteContext } from "@/lib/site-context/get-site-context";

interface CatalogueMetadataInput {
  context: Pick<SiteContext, "site" | "locale" | "languages">;
  /** The catalogue route without locale (`/products/cutting-stripping`). */
  path: string;
  /** The document title, brand suffix included. */
  title: string;
  description: string | null;
  image?: { url: string; width: number; height: number } | null;
  siteUrl: string;
}

/** Description, canonical URL, hreflang alternates (the PIM serves every site language) and OpenGraph. */
export function catalogueMetadata(input: CatalogueMetadataInput): Metadata {
  const { context, path, title, siteUrl } = input;
  const base = publicBase(context.site, siteUrl);
  const canonical = publicUrl(path, context.locale.urlCode, base);
  const versions = context.languages.map(
    (language) => [language, publicUrl(path, language, base)] as const,
  );
  return {
    title,
    ...documentMetadata({
      context,
      base,
      title,
      description: input.description ?? undefined,
      canonical,
      versions,
      image: input.image,
    }),
  };
}
