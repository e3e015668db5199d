"use client";

import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import { isPortalLine } from "@/lib/parts-cart/portal-part";
import { PARTS_ORDERS_PATH, PRODUCT_INFORMATION_PATH } from "@/lib/portal/portal-routes";
import { usePartsCart } from "@/stores/parts-cart";

import { PortalBackLink } from "../portal-back-link";
import { portalLink, usePortalContext } from "../session/portal-context";
import { OrderSteps } from "./order-tab";

const LINK =
  "text-theme-link underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-theme-accent";

/**
 * /mykomax/product-information/orders/new: every real part in the cart, whatever machine it is
 * for, in one order (the cart panel's "Proceed to order"). The sample parts are not ordered.
 */
export function NewPartsOrderScreen() {
  const t = useTranslations("PartsOrderForm");
  const context = usePortalContext();
  const lines = usePartsCart((state) => state.cart.lines).filter(isPortalLine);
  return (
    <div className="space-y-6">
      <PortalBackLink path={PRODUCT_INFORMATION_PATH}>{t("backToProducts")}</PortalBackLink>
      <h1 className="text-3xl font-bold">{t("newOrder")}</h1>
      <OrderSteps
        lines={lines}
        draftId="cart"
        caption={t("review")}
        empty={t("noCartLines")}
        startWithForm
      />
      <AppLink href={portalLink(context, PARTS_ORDERS_PATH)} className={LINK}>
        {t("history")}
      </AppLink>
    </div>
  );
}
