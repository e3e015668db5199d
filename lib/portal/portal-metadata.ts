import "server-only";

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

type TitleKey =
  | "Portal.dashboardTitle"
  | "Account.title"
  | "Logout.title"
  | "Callback.title"
  | "Callback.silentTitle"
  | "Tickets.listTitle"
  | "Tickets.detailTitle"
  | "TicketForms.newTicketTitle"
  | "Inventory.title"
  | "Inventory.oldTitle"
  | "UserAdmin.title"
  | "UserAdminUser.title"
  | "ProductInformation.title"
  | "ProductInformation.detailTitle"
  | "ProductInformation.contentTitle"
  | "ProductInformation.ordersLink"
  | "PartsOrderForm.newOrder"
  | `Portal.service.${string}`;

/** Portal pages are personal: a title, and never in a search index. */
export async function portalMetadata(
  params: Promise<{ siteSegment: string; locale: string }>,
  titleKey: TitleKey,
): Promise<Metadata> {
  const { siteSegment, locale } = await params;
  const context = await getSiteContextForSegment(siteSegment, locale);
  const t = await getTranslations({ locale: context?.locale.language ?? "en" });
  return {
    title: t("Layout.brandSuffix", {
      title: t(titleKey as Parameters<typeof t>[0]),
      brand: context?.brand ?? "Ferrion",
    }),
    robots: { index: false, follow: false },
  };
}
