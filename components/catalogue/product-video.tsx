import { useTranslations } from "next-intl";

import type { ProductPage } from "@/lib/catalogue/reshape-catalogue-page";

/** The product's video, embedded lazily (1180 wide, spec 000 §9). */
export function ProductVideo({ video, name }: { video: ProductPage["video"]; name: string }) {
  const t = useTranslations("Catalogue");
  if (!video) return null;
  return (
    <section aria-labelledby="video" className="py-6">
      <h2 id="video" className="mb-4 text-2xl font-bold">
        {t("video")}
      </h2>
      <div className="aspect-video max-w-[1180px] overflow-hidden rounded-lg bg-navy-950">
        <iframe
          src={video.url}
          title={t("videoTitle", { title: video.title ?? name })}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-full w-full"
        />
      </div>
    </section>
  );
}
