import type { ImageLoaderProps } from "next/image";

import {
  IMAGE_PRESETS,
  type ImagePreset,
  type ImageTransformation,
  transformedImageUrl,
} from "./image-transformation";

/** High-density screens get up to twice a preset's width, never more. */
const MAX_DENSITY = 2;

/**
 * The transformation for one width next/image asks for: capped at twice the preset's width, and
 * cropped to the preset's aspect ratio when it has one.
 */
export function presetTransformation(
  preset: ImagePreset | undefined,
  requestedWidth: number,
): ImageTransformation {
  if (!preset) return { width: requestedWidth };
  const size: { width: number; height?: number } = IMAGE_PRESETS[preset];
  const width = Math.min(requestedWidth, size.width * MAX_DENSITY);
  const height = size.height ? Math.round((width * size.height) / size.width) : undefined;
  return { width, height };
}

/** A next/image loader that asks the content system's CDN for the size the browser needs. */
export function cmsImageLoader(preset: ImagePreset | undefined) {
  return function loadCmsImage({ src, width, quality }: ImageLoaderProps): string {
    return transformedImageUrl(src, { ...presetTransformation(preset, width), quality });
  };
}
