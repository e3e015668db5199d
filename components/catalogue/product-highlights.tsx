import { useTranslations } from "next-intl";

import type { Highlight } from "@/lib/catalogue/types";

import { CatalogueSection } from "./catalogue-section";
import { PimImage } from "./pim-image";
import { VideoPlayer } from "./video-player";

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
          const poster = highlight.videoImage ?? highlight.image;
          return (
            <li
              key={`${highlight.name}-${index}`}
              className="rounded-lg border border-steel-200 p-4"
            >
              {highlight.videoUrl ? (
                <VideoPlayer
                  src={highlight.videoUrl}
                  posterUrl={poster?.url}
                  poster={
                    <PimImage
                      image={poster}
                      size="video"
                      alt=""
                      className="absolute inset-0 size-full"
                    />
                  }
                  label={t("videoTitle", { title: highlight.name ?? "" })}
                  playLabel={t("playVideo", { title: highlight.name ?? "" })}
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
