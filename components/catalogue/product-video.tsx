import { useTranslations } from "next-intl";

import type { ProductPage } from "@/lib/catalogue/reshape-catalogue-page";

import { CatalogueSection } from "./catalogue-section";
import { CatalogueVideo } from "./catalogue-video";

/**
 * The product's video (1180 wide, spec 000 §9). The PIM serves video files, so the browser's own
 * player shows them, once the visitor presses play: nothing of it loads before.
 */
export function ProductVideo({ video, name }: { video: ProductPage["video"]; name: string }) {
  const t = useTranslations("Catalogue");
  if (!video) return null;
  return (
    <CatalogueSection id="video" title={t("video")}>
      <CatalogueVideo
        src={video.url}
        poster={video.previewImage}
        title={video.title ?? name}
        className="aspect-video w-full max-w-[1180px] rounded-lg bg-navy-950"
      />
    </CatalogueSection>
  );
}
