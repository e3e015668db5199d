"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

import { AddedToComparisonNotice } from "@/components/comparison/added-to-comparison-notice";
import { MeasurementSync } from "@/components/measurement/measurement-sync";
import type { MeasurementSystem } from "@/lib/measurement/measurement-system";
import { useComparisonBasket } from "@/stores/comparison-basket";
import { useOpenPanel } from "@/stores/open-panel";
import { usePartsCart } from "@/stores/parts-cart";

// Their code (and react-query's) loads when a visitor first opens one, not with every page.
const Panels = dynamic(() => import("./panels"), { ssr: false });

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
  const isAnyOpen = useOpenPanel((state) => state.open !== null || state.comparedGroup !== null);
  const [wasOpened, setWasOpened] = useState(false);
  if (isAnyOpen && !wasOpened) setWasOpened(true);

  useEffect(() => {
    void useComparisonBasket.persist.rehydrate();
    void usePartsCart.persist.rehydrate();
  }, []);

  return (
    <>
      <MeasurementSync countryDefault={countryDefault} />
      {wasOpened ? <Panels sisCode={sisCode} /> : null}
      <AddedToComparisonNotice />
    </>
  );
}
