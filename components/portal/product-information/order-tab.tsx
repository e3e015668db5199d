"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { isPortalLine, type PortalCartLine } from "@/lib/parts-cart/portal-part";
import { orderDraft } from "@/lib/portal/parts/order-draft";
import type { ProductDetail } from "@/lib/portal/product-information/product";
import { usePartsCart } from "@/stores/parts-cart";

import { OrderLinesTable } from "./order-lines-table";
import { OrderForm, type PlacedOrder } from "./order-form";

/** Order Parts: the cart's lines for this product, then "Proceed to order" and the order form. */
export function OrderTab({ product }: { product: ProductDetail }) {
  const t = useTranslations("PartsOrderForm");
  const cart = usePartsCart((state) => state.cart);
  const lines = cart.lines.filter(isPortalLine).filter((line) => line.productId === product.id);
  return (
    <OrderSteps
      lines={lines}
      draftId={product.id}
      caption={t("linesCaption", { product: product.name })}
      empty={t("noLines", { product: product.name })}
    />
  );
}

/**
 * The cart's lines to order: first for review with "Proceed to order" (unless the visitor chose
 * that already), then the order form, then the placed order's number. Back from a sign-in in the
 * middle of an order, the form opens again as it was left.
 */
export function OrderSteps({
  lines,
  draftId,
  caption,
  empty,
  startWithForm = false,
}: {
  lines: PortalCartLine[];
  /** Whose typed values the tab keeps: a product's id, or the whole cart's. */
  draftId: string;
  caption: string;
  empty: string;
  startWithForm?: boolean;
}) {
  const t = useTranslations("PartsOrderForm");
  const [proceeding, setProceeding] = useState(
    () => startWithForm || orderDraft(draftId).read() !== null,
  );
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  return (
    <div className="space-y-4">
      {placed ? (
        <p
          role="status"
          className="rounded border-l-4 border-green-700 bg-green-50 p-4 text-green-950"
          data-testid="order-placed"
        >
          {t("placed", { number: placed.number, count: placed.lineCount })}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <p>{empty}</p>
      ) : proceeding ? (
        <OrderForm
          draftId={draftId}
          lines={lines}
          onPlaced={(order) => {
            setPlaced(order);
            setProceeding(startWithForm);
          }}
        />
      ) : (
        <>
          <OrderLinesTable lines={lines} caption={caption} testId="order-lines" />
          <Button onClick={() => setProceeding(true)}>{t("proceed")}</Button>
        </>
      )}
    </div>
  );
}
