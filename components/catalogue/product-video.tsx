import { useTranslations } from "next-intl";

import type { ProductPage } from "@/lib/catalogue/reshape-catalogue-page";

import { CatalogueSection } from "./catalogue-section";
import { PimImage } from "./pim-image";
import { VideoPlayer } from "./video-player";

/**
 * The product's video (1180 wide, spec 000 §9). The PIM serves video files, so the browser's own
 * player shows them, once the visitor presses play: nothing of it loads before.
 */
export function ProductVideo({ video, name }: { video: ProductPage["video"]; name: string }) {
  const t = useTranslations("Catalogue");
  if (!video) return null;
  const title = video.title ?? name;
  return (
    <CatalogueSection id="video" title={t("video")}>
      <VideoPlayer
        src={video.url}
        posterUrl={video.previewImage?.url}
        poster={
          <PimImage
            image={video.previewImage}
            size="video"
            alt=""
            className="absolute inset-0 size-full"
          />
        }
        label={t("videoTitle", { title })}
        playLabel={t("playVideo", { title })}
        className="aspect-video w-full max-w-[1180px] rounded-lg bg-navy-950"
      />
    </CatalogueSection>
  );
}
