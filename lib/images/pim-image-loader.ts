import type { ImageLoaderProps } from "next/image";

import { transformedImageUrl } from "./image-transformation";
import { PIM_IMAGE_SIZES, type PimImageSize } from "./pim-image-sizes";

/** High-density screens get up to twice a slot's width, never more. */
const MAX_DENSITY = 2;

/**
 * Whether an image of the product information system is a vector image (by its path): those are
 * served as they are, since they scale without loss and a transformation would rasterize them.
 */
export function isVectorImageUrl(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return path.toLowerCase().endsWith(".svg");
}

/**
 * A next/image loader that asks the image CDN for the size the browser needs in a slot of spec
 * 000 §9: capped at twice the slot's width, at the slot's aspect ratio, fitted inside it (`max`:
 * a product photo is never cropped, nor enlarged).
 */
export function pimImageLoader(size: PimImageSize) {
  const slot = PIM_IMAGE_SIZES[size];
  return function loadPimImage({ src, width, quality }: ImageLoaderProps): string {
    const capped = Math.min(width, slot.width * MAX_DENSITY);
    return transformedImageUrl(src, {
      width: capped,
      height: Math.round((capped * slot.height) / slot.width),
      fit: "max",
      quality,
    });
  };
}
