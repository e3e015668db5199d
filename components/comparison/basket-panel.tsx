"use client";

import { useTranslations } from "next-intl";

import { useMeasurementSystem } from "@/components/measurement/use-measurement-system";
import { SidePanel } from "@/components/panels/side-panel";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { basketCount } from "@/lib/comparison/basket";
import type { ComparisonProduct } from "@/lib/comparison/comparison-product";
import { useComparisonBasket } from "@/stores/comparison-basket";
import { useOpenPanel } from "@/stores/open-panel";

import { ProductThumbnail } from "./product-thumbnail";
import { type ComparisonVisitor, useComparisonProducts } from "./use-comparison-products";
import { VariantSelect } from "./variant-select";

/**
 * Spec 000 §2/§4: the comparison basket, by classification group, with remove and variants. The
 * basket is shared by every locale, so a product the visitor's country is not offered is listed
 * with a note and can be removed, but not compared (spec 000 §5).
 */
export function BasketPanel({ visitor }: { visitor: ComparisonVisitor }) {
  const t = useTranslations("Comparison");
  const isOpen = useOpenPanel((state) => state.open === "comparison-basket");
  const close = useOpenPanel((state) => state.close);
  const compare = useOpenPanel((state) => state.compare);
  const basket = useComparisonBasket((state) => state.basket);
  const remove = useComparisonBasket((state) => state.remove);
  const changeVariant = useComparisonBasket((state) => state.changeVariant);
  const { system } = useMeasurementSystem();
  const slugs = basket.groups.flatMap((group) => group.products.map((entry) => entry.slug));
  const { status, products, notOffered } = useComparisonProducts(visitor, slugs, isOpen);
  // Only once the details are in is it known which products can be compared, and where the button
  // stands: before, thumbnails and variant choices still push it down under the visitor's pointer.
  const hasLoaded = status === "success" || status === "error";
  const bySlug = new Map<string, ComparisonProduct>(
    products.map((product) => [product.slug, product]),
  );

  return (
    <SidePanel
      isOpen={isOpen}
      onClose={close}
      title={t("basketTitle")}
      testId="comparison-basket-panel"
    >
      {basketCount(basket) === 0 ? (
        <p className="text-steel-700">{t("empty")}</p>
      ) : (
        <div className="space-y-6">
          {status === "error" ? (
            <p role="status" className="text-sm text-steel-700">
              {t("detailsUnavailable")}
            </p>
          ) : null}
          {basket.groups.map((group) => {
            const groupName =
              group.products
                .map((entry) => bySlug.get(entry.slug)?.classification.name)
                .find(Boolean) ?? group.slug;
            const comparableCount = group.products.filter(
              (entry) => !notOffered.has(entry.slug),
            ).length;
            return (
              <section key={group.slug} aria-label={groupName} data-testid="basket-group">
                <h3 className="mb-2 font-bold">{groupName}</h3>
                <ul className="divide-y divide-steel-200 border-y border-steel-200">
                  {group.products.map((entry) => {
                    const product = bySlug.get(entry.slug);
                    const name = product?.name ?? entry.name ?? entry.slug;
                    return (
                      <li key={entry.key} className="py-3" data-testid="basket-entry">
                        <div className="flex items-start gap-3">
                          {product ? (
                            <ProductThumbnail
                              images={product.images}
                              size="thumbnail56"
                              className="shrink-0"
                            />
                          ) : null}
                          <div className="flex-1">
                            <p className="font-semibold">{name}</p>
                            {notOffered.has(entry.slug) ? (
                              <p className="text-sm text-steel-700">{t("notOffered")}</p>
                            ) : null}
                          </div>
                          <button
                            type="button"
                            onClick={() => remove(entry.key)}
                            aria-label={t("removeNamed", { name })}
                            className="rounded p-1 text-steel-700 hover:bg-steel-50"
                          >
                            <Icon name="close" size={16} />
                          </button>
                        </div>
                        {product && product.variants.length > 1 ? (
                          <VariantSelect
                            product={product}
                            value={entry.variantId}
                            system={system}
                            onChange={(variantId) => changeVariant(entry.key, variantId)}
                          />
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
                {hasLoaded && comparableCount > 0 ? (
                  <Button className="mt-3 w-full" onClick={() => compare(group.slug)}>
                    {t("compare", { count: comparableCount })}
                  </Button>
                ) : null}
              </section>
            );
          })}
        </div>
      )}
    </SidePanel>
  );
}
