/** A product's default image (spec 000 §3: images with a default flag), else its first, else none. */
export function primaryImage<T extends { default: boolean }>(images: readonly T[]): T | null {
  return images.find((image) => image.default) ?? images[0] ?? null;
}
