import type { AssetFieldsFragment } from "@/graphql/generated/content";

import { CmsImage } from "./cms-image";

/** The two portrait sizes: beside a quote or a contact card, and in a contact teaser. */
const SIZES = {
  96: "size-24 shrink-0",
  160: "size-40",
} as const;

/** A person's photo in a circle. Decorative: the name stands beside it. */
export function PortraitImage({
  asset,
  size,
}: {
  asset: AssetFieldsFragment | null | undefined;
  size: keyof typeof SIZES;
}) {
  return (
    <CmsImage
      asset={asset}
      alt=""
      sizes={`${size}px`}
      className={`${SIZES[size]} rounded-full object-cover`}
    />
  );
}
