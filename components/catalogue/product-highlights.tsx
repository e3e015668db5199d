import { useTranslations } from "next-intl";

import type { Highlight } from "@/lib/catalogue/types";

import { CatalogueSection } from "./catalogue-section";
import { CatalogueVideo } from "./catalogue-video";
import { PimImage } from "./pim-image";

/**
 * Highlights that have a name and an image or video (filtered in lib/catalogue/highlights.ts).
 * A video highlight plays in the page like the product's video: its image as the poster, the
 * browser's own player once the visitor presses play.
 */
export function ProductHighlights({ highlights }: { highlights: Highlight[] }) {
  const t = useTranslations("Catalogue");
  if (highlights.length === 0) return null;
  return (
    <CatalogueSection id="highlights" title={t("highlights")}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {highlights.map((highlight, index) => {
          const image = highlight.image ?? highlight.videoImage;
          return (
            <li
              key={`${highlight.name}-${index}`}
              className="rounded-lg border border-steel-200 p-4"
            >
              {highlight.videoUrl ? (
                <CatalogueVideo
                  src={highlight.videoUrl}
                  poster={highlight.videoImage ?? highlight.image}
                  title={highlight.name ?? ""}
                  className="aspect-video w-full rounded bg-navy-950"
                />
              ) : (
                <PimImage image={image} size="gallery" alt="" className="w-full" />
              )}
              <h3 className="mt-3 text-lg font-bold">{highlight.name}</h3>
              {highlight.shortDescription ? (
                <p className="mt-1 text-steel-700">{highlight.shortDescription}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </CatalogueSection>
  );
}
