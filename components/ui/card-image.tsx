import type { AssetFieldsFragment } from "@/graphql/generated/content";

import { CmsImage } from "./cms-image";

/**
 * The image on top of a card, cropped to 16:9 across the card's width. Decorative: the card's
 * title says what it shows. `sizes` is the card's width in the grid it sits in.
 */
export function CardImage({
  asset,
  sizes,
}: {
  asset: AssetFieldsFragment | null | undefined;
  sizes: string;
}) {
  return (
    <CmsImage
      asset={asset}
      alt=""
      sizes={sizes}
      className="aspect-video h-auto w-full object-cover"
    />
  );
}
