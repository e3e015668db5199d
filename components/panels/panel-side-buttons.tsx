"use client";

import { useTranslations } from "next-intl";

import { SIDE_TAB_BADGE_POSITION, SIDE_TAB_NAME } from "@/components/layout/side-tab-classes";
import { LineDrawing } from "@/components/ui/line-drawing";
import { basketCount } from "@/lib/comparison/basket";
import { cartQuantity } from "@/lib/parts-cart/cart";
import { useComparisonBasket } from "@/stores/comparison-basket";
import { useOpenPanel } from "@/stores/open-panel";
import { usePartsCart } from "@/stores/parts-cart";

const COMPARE_PATHS = ["M4 20V10", "M10 20V4", "M16 20v-7", "M20 20H2"];
const CART_PATHS = ["M3 4h2l2.5 11h11L21 7H6.5", "M9 20h.01", "M18 20h.01"];
const EXPERT_PATHS = ["M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z"];

function TabIcon({ paths }: { paths: string[] }) {
  return (
    <LineDrawing size={16} strokeWidth={2.5} className="shrink-0">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </LineDrawing>
  );
}

function CountBadge({ count }: { count: number }) {
  // Counts come from local storage after hydration; the server always renders none.
  if (count === 0) return null;
  return (
    <span
      className={`min-w-5 rounded-full bg-white px-1.5 text-center text-xs leading-5 font-bold text-navy-900 ${SIDE_TAB_BADGE_POSITION}`}
    >
      {count}
    </span>
  );
}

/** The side tabs of the contact panel, the comparison basket and the parts cart (with counts). */
export function PanelSideButtons({ className }: { className: string }) {
  const t = useTranslations("Panels");
  const openPanel = useOpenPanel((state) => state.openPanel);
  const basketSize = useComparisonBasket((state) => basketCount(state.basket));
  const cartSize = usePartsCart((state) => cartQuantity(state.cart));
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => openPanel("contact")}
        aria-label={t("contactButton")}
        data-testid="contact-panel-button"
      >
        <TabIcon paths={EXPERT_PATHS} />
        <span aria-hidden="true" className={SIDE_TAB_NAME}>
          {t("contact")}
        </span>
      </button>
      <button
        type="button"
        className={className}
        onClick={() => openPanel("comparison-basket")}
        aria-label={t("basketButton", { count: basketSize })}
        data-testid="comparison-basket-button"
      >
        <TabIcon paths={COMPARE_PATHS} />
        <span aria-hidden="true" className={SIDE_TAB_NAME}>
          {t("basket")}
        </span>
        <CountBadge count={basketSize} />
      </button>
      <button
        type="button"
        className={className}
        onClick={() => openPanel("parts-cart")}
        aria-label={t("cartButton", { count: cartSize })}
        data-testid="parts-cart-button"
      >
        <TabIcon paths={CART_PATHS} />
        <span aria-hidden="true" className={SIDE_TAB_NAME}>
          {t("cart")}
        </span>
        <CountBadge count={cartSize} />
      </button>
    </>
  );
}
