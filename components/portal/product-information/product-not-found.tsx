"use client";

import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import { PRODUCT_INFORMATION_PATH } from "@/lib/portal/portal-routes";

import { portalLink, usePortalContext } from "../session/portal-context";

/** An unknown product or knowledge hub item: the portal's "not found", with the way back. */
export function ProductNotFound() {
  const t = useTranslations("NotFound");
  const products = useTranslations("ProductInformation");
  const context = usePortalContext();
  return (
    <div className="space-y-4" data-testid="product-not-found">
      <p className="font-semibold text-theme-muted">{t("overline")}</p>
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p>{t("text")}</p>
      <AppLink
        href={portalLink(context, PRODUCT_INFORMATION_PATH)}
        className="inline-block font-semibold text-theme-link underline"
      >
        {products("backToList")}
      </AppLink>
    </div>
  );
}
