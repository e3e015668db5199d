"use client";

import { useTranslations } from "next-intl";

import { PimImage } from "@/components/catalogue/pim-image";
import { AppLink } from "@/components/ui/app-link";
import { productPath } from "@/lib/portal/portal-routes";
import type { ProductRow } from "@/lib/portal/product-information/owned-product-rows";

import { portalLink, usePortalContext } from "../session/portal-context";
import { ProductStatusBadge } from "./product-status-badge";

/** One product of the list: image, name (the link to its detail), family, status, his machines. */
export function ProductCard({ row }: { row: ProductRow }) {
  const t = useTranslations("ProductInformation");
  const context = usePortalContext();
  const { product, machines } = row;
  const headingId = `product-${product.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-product={product.id}
      className="flex h-full gap-4 rounded border border-theme-border p-4"
    >
      <div className="w-24 shrink-0">
        {product.image ? <PimImage image={product.image} size="gallery" alt="" /> : null}
      </div>
      <div className="min-w-0 space-y-2">
        <h3 id={headingId} className="text-lg font-bold">
          <AppLink
            href={portalLink(context, productPath(product.slug))}
            className="text-theme-link underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-theme-accent"
          >
            {product.name}
          </AppLink>
        </h3>
        <p className="text-sm">
          <span className="font-semibold">{t("family")}:</span> {product.family}
        </p>
        <ProductStatusBadge status={product.status} />
        {machines.length > 0 ? (
          <div>
            <p className="font-semibold">{t("yourMachines", { count: machines.length })}</p>
            <ul className="text-sm">
              {machines.map((machine) => (
                <li key={machine.id}>
                  {t("machine", { name: machine.name, serialNumber: machine.serialNumber })}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-theme-muted">{t("notOwned")}</p>
        )}
      </div>
    </article>
  );
}
