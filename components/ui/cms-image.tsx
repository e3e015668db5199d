import type { AssetFieldsFragment } from "@/graphql/generated/content";
import { cmsImageLoader } from "@/lib/images/cms-image-loader";
import { displaySize } from "@/lib/images/display-size";
import { IMAGE_PRESETS, type ImagePreset } from "@/lib/images/image-transformation";
import { isRasterImage } from "@/lib/images/is-raster-image";

import { StaticImage } from "./static-image";

interface CmsImageProps {
  /** An image field the editor left empty renders nothing. */
  asset: AssetFieldsFragment | null | undefined;
  /** The layout slot the image fills (spec 001 §9); sets its size, crop and the CDN request. */
  preset?: ImagePreset;
  className?: string;
  sizes?: string;
  priority?: boolean;
  /** Empty for decorative images; defaults to the asset's alternative text. */
  alt?: string;
}

function presetSizes(preset: ImagePreset): string {
  const { width } = IMAGE_PRESETS[preset];
  return `(min-width: ${width}px) ${width}px, 100vw`;
}

/**
 * An image from the content system. Raster images are resized and re-encoded by the content
 * system's image CDN through the preset; SVGs are served as they are. Width and height are always
 * set, so the layout never shifts while it loads. Rendered without script where the page renders
 * it on the server; the client menus that show one bundle it in their own (lazy) chunks.
 */
export function CmsImage({ asset, preset, className, sizes, priority, alt }: CmsImageProps) {
  if (!asset) return null;
  const { width, height } = displaySize(asset, preset);
  const isCropped = preset !== undefined && "height" in IMAGE_PRESETS[preset];
  const isRaster = isRasterImage(asset.mimeType);
  return (
    <StaticImage
      src={asset.url}
      alt={alt ?? asset.alternativeText ?? ""}
      width={width}
      height={height}
      sizes={sizes ?? (preset ? presetSizes(preset) : "100vw")}
      // A cropping preset fixes the box's aspect ratio; an uncropped SVG fills it like a crop would.
      className={isCropped ? `object-cover ${className ?? ""}`.trim() : className}
      priority={priority}
      loader={isRaster ? cmsImageLoader(preset) : undefined}
      unoptimized={!isRaster}
    />
  );
}
