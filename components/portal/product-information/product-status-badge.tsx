"use client";

import { useTranslations } from "next-intl";

import type { ProductStatus } from "@/graphql/generated/pim";

const STATUS_STYLES: Record<ProductStatus, string> = {
  active: "bg-green-100 text-green-900",
  discontinued: "bg-amber-100 text-amber-950",
  cancelled: "bg-red-100 text-red-900",
};

/** A product's lifecycle status as a word on its colour (the colour only repeats the word). */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const t = useTranslations("ProductInformation.status");
  return (
    <span
      data-status={status}
      className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${STATUS_STYLES[status]}`}
    >
      {t(status)}
    </span>
  );
}
