"use client";

import { useTranslations } from "next-intl";

import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { ProductStatus } from "@/lib/portal/product-information/product";

const TONE: Record<ProductStatus, BadgeTone> = {
  active: "success",
  discontinued: "warning",
  cancelled: "danger",
};

/** A product's lifecycle status as a word on its colour. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const t = useTranslations("ProductInformation.status");
  return (
    <Badge tone={TONE[status]} data-status={status}>
      {t(status)}
    </Badge>
  );
}
