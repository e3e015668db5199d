/**
 * Whether the image CDN should resize and re-encode an image. Vector images (SVG) are served as
 * they are: they scale without loss, and a transformation would rasterize them.
 */
export function isRasterImage(mimeType: string): boolean {
  const type = mimeType.toLowerCase();
  return type.startsWith("image/") && !type.startsWith("image/svg");
}
