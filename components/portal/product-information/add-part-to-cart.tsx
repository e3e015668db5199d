"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";

import { orderQuantitySchema } from "@/contracts/portal/parts/order-input-rules.mjs";
import { cartPartFromPortalPart } from "@/lib/parts-cart/portal-part";
import type { Part, ProductDetail } from "@/lib/portal/product-information/product";
import { usePartsCart } from "@/stores/parts-cart";

/** Quantity (whole, 1–999: the order's own rule) and "Add to cart" for one part. */
export function AddPartToCart({ product, part }: { product: ProductDetail; part: Part }) {
  const t = useTranslations("ProductInformation.parts");
  const tOrder = useTranslations("PartsOrderForm");
  const add = usePartsCart((state) => state.add);
  const [quantity, setQuantity] = useState("1");
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = orderQuantitySchema.safeParse(quantity.trim() === "" ? NaN : Number(quantity));
    if (!parsed.success) {
      setAdded(null);
      setError(tOrder("quantityInvalid"));
      return;
    }
    setError(null);
    add(cartPartFromPortalPart(product, part), parsed.data);
    setAdded(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-1" data-testid="add-to-cart">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold">
          {t("quantityOf", { articleNumber: part.articleNumber })}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-20 rounded border border-theme-border px-2 py-1"
        />
        <button
          type="submit"
          className="rounded border border-theme-accent px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-theme-accent"
          aria-label={t("addNamed", { name: part.name, articleNumber: part.articleNumber })}
        >
          {t("add")}
        </button>
      </div>
      <p role="status" className="text-sm">
        {added === null ? null : t("added", { count: added, name: part.name })}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
