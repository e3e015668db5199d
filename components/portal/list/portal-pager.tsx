"use client";

import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";

const LINK =
  "inline-flex min-h-11 items-center rounded px-3 font-semibold text-theme-link hover:bg-theme-surface hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-theme-accent";

interface PortalPagerProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** Where the list's paging texts are (label, previous, next, pageOf). */
  messages:
    | "Tickets.paging"
    | "Inventory.paging"
    | "UserAdmin.paging"
    | "PartsOrderForm.paging"
    | "ProductInformation.parts.paging";
}

/**
 * Previous and next page of a portal list as links: each page has its own address. A page past
 * the last (an old link) leads back to the last one.
 */
export function PortalPager({ page, pageCount, hrefFor, messages }: PortalPagerProps) {
  const t = useTranslations(messages);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center justify-center gap-4">
      {page > 1 ? (
        <AppLink href={hrefFor(Math.min(page - 1, pageCount))} rel="prev" className={LINK}>
          {t("previous")}
        </AppLink>
      ) : null}
      <p aria-current="page">{t("pageOf", { page, count: pageCount })}</p>
      {page < pageCount ? (
        <AppLink href={hrefFor(page + 1)} rel="next" className={LINK}>
          {t("next")}
        </AppLink>
      ) : null}
    </nav>
  );
}
