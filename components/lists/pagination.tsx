import { getTranslations } from "next-intl/server";

import { AppLink } from "@/components/ui/app-link";

const LINK = "rounded px-3 py-2 font-semibold text-theme-link hover:bg-steel-50 hover:underline";

/**
 * Previous and next links of a paged list, with where the visitor is. Plain links, so every page
 * has its own shareable address and works without JavaScript.
 */
export async function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const t = await getTranslations("Paging");
  if (pageCount <= 1 || page > pageCount) return null;
  return (
    <nav aria-label={t("label")} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <AppLink href={hrefFor(page - 1)} rel="prev" className={LINK}>
          {t("previous")}
        </AppLink>
      ) : null}
      <p aria-current="page" className="text-steel-700">
        {t("pageOf", { page, count: pageCount })}
      </p>
      {page < pageCount ? (
        <AppLink href={hrefFor(page + 1)} rel="next" className={LINK}>
          {t("next")}
        </AppLink>
      ) : null}
    </nav>
  );
}
