import Image from "next/image";

import type { AssetFieldsFragment } from "@/graphql/generated/content";

interface CmsImageProps {
  asset: AssetFieldsFragment;
  className?: string;
  sizes?: string;
  priority?: boolean;
  /** Empty for decorative images; defaults to the asset's alternative text. */
  alt?: string;
}

/** An image from the content system, with its own dimensions so the layout never shifts. */
export function CmsImage({ asset, className, sizes = "100vw", priority, alt }: CmsImageProps) {
  return (
    <Image
      src={asset.url}
      alt={alt ?? asset.alternativeText ?? ""}
      width={asset.width ?? 1600}
      height={asset.height ?? 900}
      sizes={sizes}
      className={className}
      priority={priority}
      // The local stand-in serves SVG illustrations, which the image optimizer does not resize.
      unoptimized
    />
  );
}
