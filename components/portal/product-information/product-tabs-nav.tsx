"use client";

import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import {
  PRODUCT_TABS,
  type ProductTab,
  productTabSearch,
} from "@/lib/portal/product-information/product-tabs";

/**
 * The detail's tabs as links, one address each: they work as links (Back walks them, a tab can be
 * shared), and the current one says so to assistive technology with aria-current.
 */
export function ProductTabsNav({ href, current }: { href: string; current: ProductTab }) {
  const t = useTranslations("ProductInformation.tabs");
  return (
    <nav aria-label={t("label")} className="border-b border-theme-border">
      <ul className="flex flex-wrap gap-1">
        {PRODUCT_TABS.map((tab) => {
          const isCurrent = tab === current;
          return (
            <li key={tab}>
              <AppLink
                href={`${href}${productTabSearch(tab)}`}
                aria-current={isCurrent ? "page" : undefined}
                scroll={false}
                className={`-mb-px inline-block border-b-4 px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-theme-accent ${
                  isCurrent ? "border-theme-accent" : "border-transparent text-theme-link underline"
                }`}
              >
                {t(tab)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
