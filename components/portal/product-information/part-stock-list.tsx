"use client";

import { useTranslations } from "next-intl";

import { useFormatNumber } from "@/components/ui/use-format-number";
import type { Part } from "@/lib/portal/product-information/product";

import { AvailabilityBadge } from "./availability-badge";

/** A part's stock at each location: pieces, days until it reaches the customer, availability. */
export function PartStockList({ part }: { part: Part }) {
  const t = useTranslations("ProductInformation.parts");
  const formatNumber = useFormatNumber();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-theme-link underline focus-visible:outline-2 focus-visible:outline-theme-accent">
        {t("perLocation", { count: part.stock.length })}
      </summary>
      <ul className="mt-2 space-y-1">
        {part.stock.map((stock) => (
          <li key={stock.locationCode} className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{stock.location}:</span>
            <span>
              {t("pieces", { count: stock.pieces, formattedCount: formatNumber(stock.pieces) })}
            </span>
            <span>{t("days", { count: stock.availabilityDays })}</span>
            <AvailabilityBadge status={stock.status} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The location a part reaches the customer from soonest (the part's availabilityDays). */
export function soonestLocation(part: Part): string {
  const soonest = part.stock.reduce((best, stock) =>
    stock.availabilityDays < best.availabilityDays ? stock : best,
  );
  return soonest.location;
}
