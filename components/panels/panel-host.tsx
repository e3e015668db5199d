"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

import { AddedToComparisonNotice } from "@/components/comparison/added-to-comparison-notice";
import type { ComparisonVisitor } from "@/components/comparison/use-comparison-products";
import type { BotProtectionSettings } from "@/components/forms/load-bot-script";
import { MeasurementSync } from "@/components/measurement/measurement-sync";
import { onSiteAction } from "@/components/ui/action-button";
import { inOwnTask } from "@/lib/client/in-own-task";
import { whenIdle } from "@/lib/client/when-idle";
import type { MeasurementSystem } from "@/lib/measurement/measurement-system";
import type { PathPrefix } from "@/lib/navigation/localize-path";
import { useComparisonBasket } from "@/stores/comparison-basket";
import { useOpenPanel } from "@/stores/open-panel";
import { usePartsCart } from "@/stores/parts-cart";

// Their code (and react-query's) loads when a visitor first opens one, not with every page; for a
// visitor with parts or products stored they load and mount (closed) while the browser idles, so
// the panel opens at once.
const Panels = dynamic(() => import("./panels"), { ssr: false });

/**
 * The browser-only panels, mounted once by the site layout. The persisted stores are read here,
 * after hydration, so the shared server HTML never depends on what one visitor stored.
 */
export function PanelHost({
  visitor,
  countryDefault,
  linkPrefix,
  botProtection,
}: {
  /** Language and country of the page, for the comparison (spec 000 §5 country filter). */
  visitor: ComparisonVisitor;
  countryDefault: MeasurementSystem | null;
  /** Locale and site of the page, for links the panels show (the news feed's). */
  linkPrefix: PathPrefix;
  /** For the contact panel's form. */
  botProtection: BotProtectionSettings;
}) {
  const isAnyOpen = useOpenPanel((state) => state.open !== null || state.comparedGroup !== null);
  const openPanel = useOpenPanel((state) => state.openPanel);
  const [isMounted, setMounted] = useState(false);
  if (isAnyOpen && !isMounted) setMounted(true);
  const hasCartLines = usePartsCart((state) => state.cart.lines.length > 0);
  const hasBasketGroups = useComparisonBasket((state) => state.basket.groups.length > 0);
  const isLikelyOpened = hasCartLines || hasBasketGroups;

  useEffect(() => inOwnTask(() => void useComparisonBasket.persist.rehydrate()), []);
  useEffect(() => inOwnTask(() => void usePartsCart.persist.rehydrate()), []);

  useEffect(() => {
    if (!isLikelyOpened) return;
    return whenIdle(() => setMounted(true));
  }, [isLikelyOpened]);

  // Spec 000 §2: action:open-news-feed-panel, from the side button or any content link.
  useEffect(() => onSiteAction("open-news-feed-panel", () => openPanel("news-feed")), [openPanel]);
  useEffect(() => onSiteAction("open-contact-panel", () => openPanel("contact")), [openPanel]);

  return (
    <>
      <MeasurementSync countryDefault={countryDefault} />
      {isMounted ? (
        <Panels visitor={visitor} linkPrefix={linkPrefix} botProtection={botProtection} />
      ) : null}
      <AddedToComparisonNotice />
    </>
  );
}
