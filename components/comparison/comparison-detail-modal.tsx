"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";

import { useMeasurementSystem } from "@/components/measurement/use-measurement-system";
import { SidePanel } from "@/components/panels/side-panel";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { buildComparisonTable, type ComparedColumn } from "@/lib/comparison/compare";
import type { ComparedProduct } from "@/lib/comparison/compared-product";
import { findVariant } from "@/lib/comparison/variant-id";
import { useComparisonBasket } from "@/stores/comparison-basket";
import { useOpenPanel } from "@/stores/open-panel";

import { ComparisonTableView } from "./comparison-table-view";
import { type ComparisonVisitor, useComparisonProducts } from "./use-comparison-products";

/** A column's specifications: the chosen variant's first, so they win over the product's. */
function columnOf({ entry, product }: ComparedProduct): ComparedColumn {
  const variant = findVariant(product.variants, entry.variantId);
  return {
    key: entry.key,
    specifications: [...(variant?.specifications ?? []), ...product.specifications],
  };
}

/**
 * Spec 000 §2/§5: the comparison detail of one classification group's products, those the
 * visitor's country is offered.
 */
export function ComparisonDetailModal({ visitor }: { visitor: ComparisonVisitor }) {
  const t = useTranslations("Comparison");
  const groupSlug = useOpenPanel((state) => state.comparedGroup);
  const closeComparison = useOpenPanel((state) => state.closeComparison);
  const basket = useComparisonBasket((state) => state.basket);
  const { system } = useMeasurementSystem();
  const [hideIdentical, setHideIdentical] = useState(false);
  const checkboxId = useId();

  const entries = basket.groups.find((group) => group.slug === groupSlug)?.products ?? [];
  const isOpen = groupSlug !== null;
  const { status, products, notOffered } = useComparisonProducts(
    visitor,
    entries.map((entry) => entry.slug),
    isOpen,
  );
  const compared = entries.flatMap((entry): ComparedProduct[] => {
    const product = products.find((candidate) => candidate.slug === entry.slug);
    return product ? [{ entry, product }] : [];
  });
  const table = buildComparisonTable(compared.map(columnOf), system, hideIdentical);
  const notOfferedCount = entries.filter((entry) => notOffered.has(entry.slug)).length;
  const missing = status === "success" ? entries.length - compared.length - notOfferedCount : 0;

  return (
    <SidePanel
      isOpen={isOpen}
      onClose={closeComparison}
      title={t("detailTitle")}
      placement="centre"
      testId="comparison-detail"
    >
      {status === "pending" ? <Spinner label={t("loading")} /> : null}
      {status === "error" ? (
        <div role="alert" className="space-y-3">
          <p>{t("loadFailed")}</p>
        </div>
      ) : null}
      {status === "success" && entries.length === 0 ? <p>{t("empty")}</p> : null}
      {status === "success" && compared.length > 0 ? (
        <div className="space-y-4">
          <div className="flex items-center gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              checked={hideIdentical && table.canHideIdentical}
              disabled={!table.canHideIdentical}
              onChange={(event) => setHideIdentical(event.target.checked)}
              className="size-4 accent-navy-900 disabled:opacity-50"
            />
            <label htmlFor={checkboxId} className={table.canHideIdentical ? "" : "text-steel-500"}>
              {t("hideIdentical")}
            </label>
          </div>
          {missing > 0 ? (
            <p role="status" className="text-sm text-steel-700">
              {t("someMissing", { count: missing })}
            </p>
          ) : null}
          {notOfferedCount > 0 ? (
            <p role="status" className="text-sm text-steel-700">
              {t("someNotOffered", { count: notOfferedCount })}
            </p>
          ) : null}
          <ComparisonTableView compared={compared} table={table} system={system} />
          <Button variant="ghost" onClick={closeComparison}>
            {t("backToBasket")}
          </Button>
        </div>
      ) : null}
    </SidePanel>
  );
}
