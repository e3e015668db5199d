import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";

import { PimImage } from "./pim-image";
import { VideoPlayer } from "./video-player";

interface CatalogueVideoProps {
  src: string;
  /** The image shown until the visitor plays the video, and by the player while it starts. */
  poster: ComponentProps<typeof PimImage>["image"];
  /** What the video shows, for the play link's and the player's names. */
  title: string;
  className: string;
}

/** A video of the product information system: its poster and a play link, the player when asked. */
export function CatalogueVideo({ src, poster, title, className }: CatalogueVideoProps) {
  const t = useTranslations("Catalogue");
  return (
    <VideoPlayer
      src={src}
      posterUrl={poster?.url}
      poster={
        <PimImage image={poster} size="video" alt="" className="absolute inset-0 size-full" />
      }
      label={t("videoTitle", { title })}
      playLabel={t("playVideo", { title })}
      className={className}
    />
  );
}
