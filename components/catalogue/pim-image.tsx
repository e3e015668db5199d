import { StaticImage } from "@/components/ui/static-image";
import type { PimImage as PimImageData } from "@/lib/catalogue/types";
import { isVectorImageUrl, pimImageLoader } from "@/lib/images/pim-image-loader";
import { PIM_IMAGE_SIZES, type PimImageSize } from "@/lib/images/pim-image-sizes";

interface PimImageProps {
  /** A product or category without an image renders nothing. */
  image: Pick<PimImageData, "url" | "name"> | null | undefined;
  size: PimImageSize;
  alt?: string;
  className?: string;
  priority?: boolean;
}

/**
 * An image of the product information system in one of the spec's slots (spec 000 §9). Raster
 * images go through the image loader at the slot's size; vector images are served as they are.
 * The box is fixed, so the layout never shifts while one loads.
 */
export function PimImage({ image, size, alt, className, priority }: PimImageProps) {
  if (!image) return null;
  const { width, height } = PIM_IMAGE_SIZES[size];
  const isVector = isVectorImageUrl(image.url);
  return (
    <StaticImage
      src={image.url}
      alt={alt ?? image.name}
      width={width}
      height={height}
      sizes={`(min-width: ${width}px) ${width}px, 100vw`}
      className={`object-contain ${className ?? ""}`}
      priority={priority}
      loader={isVector ? undefined : pimImageLoader(size)}
      unoptimized={isVector}
    />
  );
}
