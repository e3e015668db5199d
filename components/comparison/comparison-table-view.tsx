"use client";

import { useTranslations } from "next-intl";

import { Icon } from "@/components/ui/icon";
import { TableScrollBox } from "@/components/ui/table-scroll-box";
import type { ComparisonCell, ComparisonTable } from "@/lib/comparison/compare";
import type { ComparedProduct } from "@/lib/comparison/compared-product";
import type { MeasurementSystem } from "@/lib/measurement/measurement-system";
import { useComparisonBasket } from "@/stores/comparison-basket";

import { ProductThumbnail } from "./product-thumbnail";
import { VariantSelect } from "./variant-select";

/**
 * The specification names stay in view while the products scroll sideways (a phone shows about
 * one product at a time), so every value keeps its name beside it. Opaque, over what scrolls.
 */
const NAME_COLUMN =
  "sticky left-0 z-10 shadow-[inset_-1px_0_0_var(--color-steel-200)] max-sm:hyphens-auto";

function formatCell(cell: ComparisonCell): string {
  return cell.unit ? `${cell.value}\u00a0${cell.unit}` : cell.value;
}

/** Products as columns, specifications as rows; differing rows carry a visible marker. */
export function ComparisonTableView({
  compared,
  table,
  system,
}: {
  compared: ComparedProduct[];
  table: ComparisonTable;
  system: MeasurementSystem;
}) {
  const t = useTranslations("Comparison");
  const remove = useComparisonBasket((state) => state.remove);
  const changeVariant = useComparisonBasket((state) => state.changeVariant);

  return (
    // Scrolled to by keyboard (or scrollIntoView), a product's field stops beside the names.
    <TableScrollBox className="scroll-pl-28 sm:scroll-pl-48">
      {/* On a phone the columns keep their widths (the names' one, then a product's), so a long
          name wraps within its column rather than squeezing it. */}
      <table
        className="w-full border-collapse text-left text-sm max-sm:table-fixed"
        data-testid="comparison-table"
      >
        <caption className="sr-only">{t("tableCaption")}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className={`w-28 border-b border-steel-200 p-2 align-bottom sm:w-48 ${NAME_COLUMN} bg-white`}
            >
              {t("specification")}
            </th>
            {compared.map(({ entry, product }) => (
              <th
                key={entry.key}
                scope="col"
                className="w-36 border-b border-steel-200 p-2 align-top sm:w-auto sm:min-w-48"
                data-testid="compared-product"
              >
                <ProductThumbnail images={product.images} size="thumbnail80" className="mb-2" />
                <div className="flex items-start justify-between gap-2">
                  <a href={product.route} className="font-bold underline">
                    {product.name}
                  </a>
                  <button
                    type="button"
                    onClick={() => remove(entry.key)}
                    aria-label={t("removeNamed", { name: product.name })}
                    className="rounded p-1 text-steel-700 hover:bg-steel-50"
                  >
                    <Icon name="close" size={16} />
                  </button>
                </div>
                {product.variants.length > 1 ? (
                  <VariantSelect
                    product={product}
                    value={entry.variantId}
                    system={system}
                    onChange={(variantId) => changeVariant(entry.key, variantId)}
                  />
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 ? (
            <tr>
              <td colSpan={compared.length + 1} className="p-2 text-steel-700">
                {t("noSpecifications")}
              </td>
            </tr>
          ) : null}
          {table.rows.map((row) => (
            <tr
              key={row.name}
              data-differing={row.isDiffering || undefined}
              className={`border-b border-steel-200 ${row.isDiffering ? "bg-copper-100" : ""}`}
            >
              <th
                scope="row"
                className={`p-2 font-semibold ${NAME_COLUMN} ${row.isDiffering ? "bg-copper-100" : "bg-white"}`}
              >
                {row.name}
                {row.isDiffering ? (
                  <span className="ml-2 inline-flex items-center gap-1 rounded border border-copper-600 px-1 text-xs font-semibold text-copper-600">
                    <span aria-hidden="true">≠</span>
                    {/* On a phone the sign alone, so the names' column stays narrow. */}
                    <span className="max-sm:sr-only">{t("differs")}</span>
                  </span>
                ) : null}
              </th>
              {row.cells.map((cell, index) => (
                <td key={compared[index]?.entry.key ?? index} className="p-2">
                  {cell ? (
                    formatCell(cell)
                  ) : (
                    <span className="text-steel-500" data-not-applicable="">
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">{t("notApplicable")}</span>
                      <span aria-hidden="true" className="ml-1 text-xs">
                        {t("notApplicableShort")}
                      </span>
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollBox>
  );
}
