"use client";

import { useTranslations } from "next-intl";

import { FlashMessage } from "@/components/ui/flash-message";
import { useComparisonBasket } from "@/stores/comparison-basket";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Spec 000 §4: the floating notification of the last product added to the comparison basket. */
export function AddedToComparisonNotice() {
  const t = useTranslations("Comparison");
  const lastAdded = useComparisonBasket((state) => state.lastAdded);
  const dismissNotice = useComparisonBasket((state) => state.dismissNotice);
  if (!lastAdded) return null;
  return (
    <FlashMessage
      key={lastAdded.id}
      floating
      type="success"
      title={t("addedTitle")}
      // The text is read as HTML; a product name is plain text.
      text={escapeHtml(t("addedText", { name: lastAdded.name }))}
      onHide={dismissNotice}
    />
  );
}
