import { IMAGE_PRESETS, type ImagePreset } from "./image-transformation";

interface IntrinsicSize {
  width: number | null;
  height: number | null;
}

interface DisplaySize {
  width: number;
  height: number;
}

/** What an image of unknown size is assumed to be: the 16:9 of the demo illustrations. */
const FALLBACK_SIZE: DisplaySize = { width: 1600, height: 900 };

/**
 * The width and height attributes of an image, which reserve its box before it loads (no layout
 * shift): a cropping preset's own size, else the preset's width at the image's aspect ratio,
 * else the image's own size.
 */
export function displaySize(image: IntrinsicSize, preset?: ImagePreset): DisplaySize {
  const own =
    image.width && image.height ? { width: image.width, height: image.height } : FALLBACK_SIZE;
  if (!preset) return own;
  const size: { width: number; height?: number } = IMAGE_PRESETS[preset];
  if (size.height) return { width: size.width, height: size.height };
  return { width: size.width, height: Math.round((size.width * own.height) / own.width) };
}
