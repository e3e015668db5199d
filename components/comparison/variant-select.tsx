"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

import type { ComparisonProduct } from "@/lib/comparison/comparison-product";
import { basketVariantId, findVariant } from "@/lib/comparison/variant-id";
import type { MeasurementSystem } from "@/lib/measurement/measurement-system";

/** Picks a product's variant; values are the basket's variant ids (the part after "_"). */
export function VariantSelect({
  product,
  value,
  system,
  onChange,
}: {
  product: ComparisonProduct;
  value: string | null;
  system: MeasurementSystem;
  onChange: (variantId: string) => void;
}) {
  const t = useTranslations("Comparison");
  const id = useId();
  const current = findVariant(product.variants, value);
  return (
    <div className="mt-2 flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="text-steel-700">
        {t("variantOf", { name: product.name })}
      </label>
      <select
        id={id}
        value={current ? basketVariantId(current.id) : ""}
        onChange={(event) => onChange(event.target.value)}
        className="w-full min-w-0 rounded border border-steel-500 bg-white px-2 py-1.5"
      >
        {product.variants.map((variant) => (
          <option key={variant.id} value={basketVariantId(variant.id)}>
            {system === "Imperial" ? variant.nameImperial : variant.nameMetric}
          </option>
        ))}
      </select>
    </div>
  );
}
