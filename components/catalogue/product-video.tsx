import { useTranslations } from "next-intl";

import type { ProductPage } from "@/lib/catalogue/reshape-catalogue-page";

import { CatalogueSection } from "./catalogue-section";

/**
 * The product's video (1180 wide, spec 000 §9). The PIM serves video files, so the browser's own
 * player shows them; nothing is loaded until the visitor presses play.
 */
export function ProductVideo({ video, name }: { video: ProductPage["video"]; name: string }) {
  const t = useTranslations("Catalogue");
  if (!video) return null;
  return (
    <CatalogueSection id="video" title={t("video")}>
      <video
        src={video.url}
        poster={video.previewImage?.url}
        controls
        preload="none"
        aria-label={t("videoTitle", { title: video.title ?? name })}
        className="aspect-video w-full max-w-[1180px] rounded-lg bg-navy-950"
      />
    </CatalogueSection>
  );
}
