/** Spec 001 §9: how the content system's image CDN is asked to transform an image. */
type ImageFit = "crop" | "clip" | "max" | "scale";
type ImageFormat = "webp" | "png";

export interface ImageTransformation {
  width: number;
  height?: number;
  fit?: ImageFit;
  format?: ImageFormat;
  quality?: number;
}

const IMAGE_TRANSFORMATION_DEFAULTS = {
  fit: "crop",
  format: "webp",
  quality: 90,
} as const satisfies Required<Pick<ImageTransformation, "fit" | "format" | "quality">>;

interface ImagePresetSize {
  width: number;
  /** Set when the preset crops to a fixed aspect ratio; else the image keeps its own. */
  height?: number;
}

/** Spec 001 §9 image presets: the width an image is shown at in each layout slot. */
export const IMAGE_PRESETS = {
  stretched: { width: 1180 },
  stretchedVideo: { width: 1200, height: 675 },
  breakOut: { width: 980 },
  inline: { width: 780 },
  asideSquare: { width: 960, height: 960 },
  asideVideo: { width: 960, height: 540 },
} as const satisfies Record<string, ImagePresetSize>;

export type ImagePreset = keyof typeof IMAGE_PRESETS;

function positiveInteger(value: number): number {
  return Math.max(1, Math.round(value));
}

/**
 * The URL of a transformed image: the asset URL with `w`, `h`, `fit`, `fm` and `q` query
 * parameters (`…/hero?w=1180&fit=crop&fm=webp&q=90`). Parameters already on the URL are kept
 * unless a transformation parameter replaces them.
 */
export function transformedImageUrl(src: string, transformation: ImageTransformation): string {
  const fit = transformation.fit ?? IMAGE_TRANSFORMATION_DEFAULTS.fit;
  const format = transformation.format ?? IMAGE_TRANSFORMATION_DEFAULTS.format;
  const quality = transformation.quality ?? IMAGE_TRANSFORMATION_DEFAULTS.quality;
  const hashAt = src.indexOf("#");
  const withoutHash = hashAt === -1 ? src : src.slice(0, hashAt);
  const [path = "", query = ""] = withoutHash.split(/\?(.*)/s, 2);
  const params = new URLSearchParams(query);
  params.set("w", String(positiveInteger(transformation.width)));
  if (transformation.height === undefined) params.delete("h");
  else params.set("h", String(positiveInteger(transformation.height)));
  params.set("fit", fit);
  params.set("fm", format);
  params.set("q", String(Math.min(100, positiveInteger(quality))));
  return `${path}?${params.toString()}`;
}
