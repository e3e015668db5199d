"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";

import { PRODUCT_INFORMATION_PATH, productPath } from "@/lib/portal/portal-routes";
import type { ProductDetail } from "@/lib/portal/product-information/product";
import { parseProductTab, type ProductTab } from "@/lib/portal/product-information/product-tabs";

import { ListSkeleton } from "../list/list-states";
import { PortalBackLink } from "../portal-back-link";
import { portalLink, usePortalContext } from "../session/portal-context";
import { messageOf, PortalError } from "../portal-error";
import { KnowledgeTab } from "./knowledge-tab";
import { OrderTab } from "./order-tab";
import { PartsTab } from "./parts-tab";
import { ProductNotFound } from "./product-not-found";
import { ProductStatusBadge } from "./product-status-badge";
import { ProductTabsNav } from "./product-tabs-nav";
import { SoftwareTab } from "./software-tab";
import { useProductDetail } from "./use-product-information-api";

function TabContent({
  tab,
  product,
  href,
}: {
  tab: ProductTab;
  product: ProductDetail;
  href: string;
}) {
  if (tab === "knowledge-hub") return <KnowledgeTab product={product} />;
  if (tab === "software") return <SoftwareTab product={product} />;
  if (tab === "order") return <OrderTab product={product} />;
  return <PartsTab product={product} href={href} />;
}

/** /mykomax/product-information/{slug}: a product with its tabs (`?tab=`). */
export function ProductDetailScreen({ slug }: { slug: string }) {
  const t = useTranslations("ProductInformation");
  const context = usePortalContext();
  const tab = parseProductTab(useSearchParams().get("tab"));
  const detail = useProductDetail(slug);
  if (detail.error) return <PortalError details={messageOf(detail.error)} />;
  if (detail.data === undefined) return <ListSkeleton testId="product-skeleton" />;
  const product = detail.data;
  if (!product) return <ProductNotFound />;
  const href = portalLink(context, productPath(product.slug));
  return (
    <div className="space-y-6">
      <PortalBackLink path={PRODUCT_INFORMATION_PATH}>{t("backToList")}</PortalBackLink>
      <div className="flex flex-wrap items-center gap-4">
        <h1 className="text-3xl font-bold">{product.name}</h1>
        <ProductStatusBadge status={product.status} />
      </div>
      <p>
        <span className="font-semibold">{t("family")}:</span> {product.family}
      </p>
      {product.status === "active" ? null : (
        <p
          role="note"
          className="rounded border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950"
        >
          {t(`statusNotice.${product.status}`)}
        </p>
      )}
      <ProductTabsNav href={href} current={tab} />
      <section aria-label={t(`tabs.${tab}`)} data-tab={tab}>
        <TabContent tab={tab} product={product} href={href} />
      </section>
    </div>
  );
}
