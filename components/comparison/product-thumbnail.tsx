import { PimImage } from "@/components/catalogue/pim-image";
import { primaryImage } from "@/lib/catalogue/primary-image";
import type { ComparisonProduct } from "@/lib/comparison/comparison-product";

/**
 * A compared product's default image as a thumbnail of spec 000 §9 (56 in the basket, 80 in the
 * comparison). Decorative: the product's name is always beside it.
 */
export function ProductThumbnail({
  images,
  size,
  className,
}: {
  images: ComparisonProduct["images"];
  size: "thumbnail56" | "thumbnail80";
  className?: string;
}) {
  const image = primaryImage(images);
  if (!image) return null;
  return (
    <PimImage
      image={image}
      size={size}
      alt=""
      className={`rounded bg-white ${className ?? ""}`.trim()}
    />
  );
}
