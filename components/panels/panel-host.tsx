"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";

import { AddedToComparisonNotice } from "@/components/comparison/added-to-comparison-notice";
import { BasketPanel } from "@/components/comparison/basket-panel";
import { ComparisonDetailModal } from "@/components/comparison/comparison-detail-modal";
import { MeasurementSync } from "@/components/measurement/measurement-sync";
import { PartsCartPanel } from "@/components/parts-cart/parts-cart-panel";
import type { MeasurementSystem } from "@/lib/measurement/measurement-system";
import { useComparisonBasket } from "@/stores/comparison-basket";
import { usePartsCart } from "@/stores/parts-cart";

/**
 * The browser-only panels, mounted once by the site layout. The persisted stores are read here,
 * after hydration, so the shared server HTML never depends on what one visitor stored.
 */
export function PanelHost({
  sisCode,
  countryDefault,
}: {
  sisCode: string;
  countryDefault: MeasurementSystem | null;
}) {
  const [queryClient] = useState(() => new QueryClient());

  useEffect(() => {
    void useComparisonBasket.persist.rehydrate();
    void usePartsCart.persist.rehydrate();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <MeasurementSync countryDefault={countryDefault} />
      <BasketPanel sisCode={sisCode} />
      <ComparisonDetailModal sisCode={sisCode} />
      <PartsCartPanel />
      <AddedToComparisonNotice />
    </QueryClientProvider>
  );
}
