import { useTranslations } from "next-intl";

import type { PimImage as PimImageData } from "@/lib/catalogue/types";
import { productImageSize } from "@/lib/images/pim-image-sizes";

import { PimImage } from "./pim-image";

/** The default image large, the others as a row of gallery images (spec 000 §9 sizes). */
export function ProductGallery({ name, images }: { name: string; images: PimImageData[] }) {
  const t = useTranslations("Catalogue");
  const [primary, ...others] = images;
  if (!primary) return null;
  return (
    <section aria-label={t("gallery", { name })}>
      <PimImage
        image={primary}
        size={productImageSize(primary)}
        priority
        className="w-full rounded-lg bg-white"
      />
      {others.length > 0 ? (
        <ul className="mt-4 grid grid-cols-3 gap-2">
          {others.map((image) => (
            <li key={image.url}>
              <PimImage image={image} size="gallery" className="w-full rounded bg-white" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
