"use client";

import { useTranslations } from "next-intl";

import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { AvailabilityStatus } from "@/lib/portal/product-information/product";

const TONE: Record<AvailabilityStatus, BadgeTone> = {
  high: "success",
  medium: "info",
  low: "warning",
  outOfStock: "danger",
};

/** A part's availability as a word on its colour. */
export function AvailabilityBadge({ status }: { status: AvailabilityStatus }) {
  const t = useTranslations("ProductInformation.availability");
  return (
    <Badge tone={TONE[status]} data-availability={status}>
      {t(status)}
    </Badge>
  );
}
