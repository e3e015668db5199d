"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { isOfferedAgain, nextVariantToAdd } from "@/lib/comparison/basket";
import { basketVariantId } from "@/lib/comparison/variant-id";
import { useComparisonBasket } from "@/stores/comparison-basket";

interface AddToComparisonProps {
  productSlug: string;
  productName: string;
  classificationSlug: string;
  /** The product's variants (Variant.id is "{product id}_{variant number}"). */
  variants: readonly { id: string }[];
  /** The variant to add, when the page lets the visitor pick one; else the first not compared. */
  selectedVariantId?: string;
  /** Adds without the notification of the last product added (spec 000 §4). */
  suppressNotification?: boolean;
  className?: string;
}

/**
 * Adds a product to the comparison basket. A product already in the basket is offered again only
 * if it has more than one variant (spec 000 §5); then the next variant not compared yet is added.
 */
export function AddToComparisonButton({
  productSlug,
  productName,
  classificationSlug,
  variants,
  selectedVariantId,
  suppressNotification = false,
  className,
}: AddToComparisonProps) {
  const t = useTranslations("Comparison");
  const basket = useComparisonBasket((state) => state.basket);
  const add = useComparisonBasket((state) => state.add);
  const variantIds = variants.map((variant) => basketVariantId(variant.id));
  const variantId =
    selectedVariantId !== undefined
      ? basketVariantId(selectedVariantId)
      : nextVariantToAdd(productSlug, variantIds, basket);
  const isOffered =
    isOfferedAgain({ slug: productSlug, variantCount: variants.length }, basket) &&
    variantId !== undefined &&
    !basket.groups.some((group) =>
      group.products.some((entry) => entry.slug === productSlug && entry.variantId === variantId),
    );

  return (
    <Button
      variant="secondary"
      className={className}
      disabled={!isOffered}
      onClick={() => {
        if (variantId === undefined) return;
        add(
          { slug: productSlug, name: productName, classificationSlug, variantId },
          { notify: !suppressNotification },
        );
      }}
    >
      <Icon name={isOffered ? "plus" : "success"} size={16} />
      {isOffered ? t("add") : t("inBasket")}
    </Button>
  );
}
