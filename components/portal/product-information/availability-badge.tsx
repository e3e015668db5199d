"use client";

import { useTranslations } from "next-intl";

import type { AvailabilityStatus } from "@/graphql/generated/pim";

const STYLES: Record<AvailabilityStatus, string> = {
  high: "bg-green-100 text-green-900",
  medium: "bg-blue-100 text-blue-900",
  low: "bg-amber-100 text-amber-950",
  outOfStock: "bg-red-100 text-red-900",
};

/** A part's availability as a word on its colour (never colour alone). */
export function AvailabilityBadge({ status }: { status: AvailabilityStatus }) {
  const t = useTranslations("ProductInformation.availability");
  return (
    <span
      data-availability={status}
      className={`inline-block rounded px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${STYLES[status]}`}
    >
      {t(status)}
    </span>
  );
}
