import type { Metadata } from "next";

import type { SiteContext } from "@/lib/site-context/get-site-context";

import { languageAlternates } from "./language-alternates";
import type { publicBase } from "./public-url";

/** The OpenGraph image a page names, as the content system and the PIM give it. */
export interface MetadataImage {
  url: string;
  width?: number | null;
  height?: number | null;
  alt?: string | null;
}

interface DocumentMetadataInput {
  context: Pick<SiteContext, "site" | "locale">;
  base: ReturnType<typeof publicBase>;
  title: string;
  description: string | undefined;
  canonical: string;
  /** The versions of the document by language, for hreflang. */
  versions: (readonly [language: string, url: string])[];
  image?: MetadataImage | null;
}

/** Description, canonical URL, hreflang alternates and OpenGraph: what every public page states. */
export function documentMetadata(input: DocumentMetadataInput): Metadata {
  const { context, base, title, description, canonical, versions, image } = input;
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
              alt: image.alt ?? undefined,
            },
          ]
        : undefined,
    },
  };
}
