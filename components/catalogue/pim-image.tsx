import { StaticImage } from "@/components/ui/static-image";
import type { PimImage as PimImageData } from "@/lib/catalogue/types";

/** Spec 000 §9 image sizes of the catalogue. */
export const PIM_IMAGE_SIZES = {
  product: { width: 768, height: 768 },
  gallery: { width: 480, height: 480 },
  thumbnail: { width: 128, height: 180 },
  capability: { width: 480, height: 270 },
  capabilityProduct: { width: 180, height: 180 },
  video: { width: 1180, height: 664 },
} as const;

interface PimImageProps {
  image: Pick<PimImageData, "url" | "name">;
  size: keyof typeof PIM_IMAGE_SIZES;
  alt?: string;
  className?: string;
  priority?: boolean;
}

/**
 * An image of the product information system in one of the spec's slots. The PIM serves its
 * images in the sizes it has; the box is fixed, so the layout never shifts while one loads.
 */
export function PimImage({ image, size, alt, className, priority }: PimImageProps) {
  const { width, height } = PIM_IMAGE_SIZES[size];
  return (
    <StaticImage
      src={image.url}
      alt={alt ?? image.name}
      width={width}
      height={height}
      sizes={`(min-width: ${width}px) ${width}px, 100vw`}
      className={`object-contain ${className ?? ""}`}
      priority={priority}
      unoptimized
    />
  );
}
