"use client";

import { useTranslations } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";

import { PimImage } from "@/components/catalogue/pim-image";
import { useFormatNumber } from "@/components/ui/use-format-number";
import {
  pageOfParts,
  PARTS_PAGE_SIZE,
  parsePartsView,
  partsViewHref,
} from "@/lib/portal/product-information/parts-view";
import type { ProductDetail } from "@/lib/portal/product-information/product";

import { ListFilterForm } from "../list/list-filter-form";
import { ListEmpty } from "../list/list-states";
import { PortalPager } from "../list/portal-pager";
import { AddPartToCart } from "./add-part-to-cart";
import { AvailabilityBadge } from "./availability-badge";
import { PartStockList, soonestLocation } from "./part-stock-list";

const CELL = "px-3 py-2 text-start align-top";

/**
 * Spare and wear parts: a table on wide screens, cards on phones; stock per location on demand.
 * A page shows 50, so a machine with hundreds of parts renders as fast as a typical one; a
 * filter by article number or name finds the one in front of the engineer.
 */
export function PartsTab({ product, href }: { product: ProductDetail; href: string }) {
  const t = useTranslations("ProductInformation.parts");
  const formatNumber = useFormatNumber();
  const router = useRouter();
  const view = parsePartsView(useSearchParams());
  const shown = pageOfParts(product.parts, view);
  const search = {
    id: "parts-search",
    texts: { label: t("search"), hint: t("searchHint"), button: t("searchButton") },
    appliedText: view.text,
    maxLength: 100,
    onApply: (text: string) =>
      router.push(partsViewHref(href, { text, page: 1 }), { scroll: false }),
  };
  const caption = t("caption", { count: shown.total, product: product.name });
  return (
    <div className="space-y-4">
      <p>{t("intro")}</p>
      <ListFilterForm name={{ label: t("searchForm") }} search={search} />
      {shown.total === 0 ? (
        <ListEmpty
          isFiltered={view.text !== ""}
          texts={{
            noneYet: t("none"),
            empty: t("empty"),
            emptyText: t("emptyText", { text: view.text }),
            reset: t("showAll"),
          }}
          onReset={() => router.push(href, { scroll: false })}
          Heading="h3"
        />
      ) : null}
      <p aria-live="polite" className="text-sm text-theme-muted">
        {shown.total > 0 && shown.pageCount > 1
          ? t("range", {
              from: (shown.page - 1) * PARTS_PAGE_SIZE + 1,
              to: (shown.page - 1) * PARTS_PAGE_SIZE + shown.parts.length,
              total: shown.total,
            })
          : null}
      </p>
      <table className="hidden w-full border-collapse lg:table" data-testid="parts-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-theme-border">
            {(
              [
                "image",
                "articleNumber",
                "name",
                "stock",
                "availabilityDays",
                "location",
                "status",
                "addColumn",
              ] as const
            ).map((column) => (
              <th key={column} scope="col" className={CELL}>
                {column === "addColumn" ? (
                  t("addColumn")
                ) : column === "image" ? (
                  <span className="sr-only">{t("columns.image")}</span>
                ) : (
                  t(`columns.${column}`)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.parts.map((part) => (
            <tr
              key={part.articleNumber}
              data-article={part.articleNumber}
              className="border-b border-theme-border"
            >
              <td className={CELL}>
                <div className="w-12">
                  <PimImage image={part.image} size="thumbnail128x180" alt="" />
                </div>
              </td>
              <th scope="row" className={`${CELL} font-mono`}>
                {part.articleNumber}
              </th>
              <td className={CELL}>
                {part.name}
                <span className="block text-sm text-theme-muted">{t(`kind.${part.kind}`)}</span>
              </td>
              <td className={CELL}>
                {t("pieces", {
                  count: part.totalPieces,
                  formattedCount: formatNumber(part.totalPieces),
                })}
              </td>
              <td className={CELL}>{t("days", { count: part.availabilityDays })}</td>
              <td className={CELL}>
                {soonestLocation(part)}
                <PartStockList part={part} />
              </td>
              <td className={CELL}>
                <AvailabilityBadge status={part.availabilityStatus} />
              </td>
              <td className={CELL}>
                <AddPartToCart product={product} part={part} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={caption} className="space-y-4 lg:hidden" data-testid="parts-cards">
        {shown.parts.map((part) => (
          <li key={part.articleNumber}>
            <article
              aria-labelledby={`part-${part.articleNumber}`}
              className="flex gap-4 rounded border border-theme-border p-4"
            >
              <div className="w-16 shrink-0">
                <PimImage image={part.image} size="thumbnail128x180" alt="" />
              </div>
              <div className="min-w-0 space-y-2">
                <h2 id={`part-${part.articleNumber}`} className="font-bold">
                  {part.name} <span className="font-mono font-normal">{part.articleNumber}</span>
                </h2>
                <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
                  <dt className="font-semibold">{t("columns.stock")}</dt>
                  <dd>
                    {t("pieces", {
                      count: part.totalPieces,
                      formattedCount: formatNumber(part.totalPieces),
                    })}
                  </dd>
                  <dt className="font-semibold">{t("columns.availabilityDays")}</dt>
                  <dd>{t("days", { count: part.availabilityDays })}</dd>
                  <dt className="font-semibold">{t("columns.location")}</dt>
                  <dd>{soonestLocation(part)}</dd>
                  <dt className="font-semibold">{t("columns.status")}</dt>
                  <dd>
                    <AvailabilityBadge status={part.availabilityStatus} />
                  </dd>
                </dl>
                <PartStockList part={part} />
                <AddPartToCart product={product} part={part} />
              </div>
            </article>
          </li>
        ))}
      </ul>
      <PortalPager
        page={shown.page}
        pageCount={shown.pageCount}
        hrefFor={(page) => partsViewHref(href, { ...view, page })}
        messages="ProductInformation.parts.paging"
      />
    </div>
  );
}
