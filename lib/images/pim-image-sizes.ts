/** Spec 000 §9: the boxes the catalogue's images are shown in. */
export const PIM_IMAGE_SIZES = {
  product: { width: 768, height: 768 },
  /** A landscape product image: 768×432 instead of a square with bars above and below. */
  productWide: { width: 768, height: 432 },
  gallery: { width: 480, height: 480 },
  /** The comparison basket's entries. */
  thumbnail56: { width: 56, height: 56 },
  /** The compared products of the comparison panel. */
  thumbnail80: { width: 80, height: 80 },
  /** Documents of the download lists, and parts. */
  thumbnail128x180: { width: 128, height: 180 },
  capability: { width: 480, height: 270 },
  capabilityProduct: { width: 180, height: 180 },
  video: { width: 1180, height: 664 },
} as const satisfies Record<string, { width: number; height: number }>;

export type PimImageSize = keyof typeof PIM_IMAGE_SIZES;

/**
 * The product slot for an image of this intrinsic size: 768×432 when it is nearer 16:9 than
 * square (wider than 4:3, the geometric mean of the two), else 768×768. An image of unknown size
 * gets the square.
 */
export function productImageSize(image: {
  width?: number | null;
  height?: number | null;
}): "product" | "productWide" {
  const { width, height } = image;
  if (!width || !height || width <= 0 || height <= 0) return "product";
  return width / height > 4 / 3 ? "productWide" : "product";
}
