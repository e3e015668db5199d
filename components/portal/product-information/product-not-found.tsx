"use client";

import { useTranslations } from "next-intl";

import { PRODUCT_INFORMATION_PATH } from "@/lib/portal/portal-routes";

import { PortalNotFound } from "../portal-not-found";

/** An unknown product or knowledge hub item: the portal's "not found", with the way back. */
export function ProductNotFound() {
  const t = useTranslations("ProductInformation");
  return (
    <PortalNotFound
      testId="product-not-found"
      backPath={PRODUCT_INFORMATION_PATH}
      backLabel={t("backToList")}
    />
  );
}
