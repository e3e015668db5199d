import { getTranslations } from "next-intl/server";

import { AppLink } from "@/components/ui/app-link";
import { pageLinks, searchPageHref } from "@/lib/search/search-page-params";

const LINK =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded px-3 font-semibold hover:bg-theme-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-theme-accent";

interface SearchPaginationProps {
  searchPath: string;
  query: string;
  page: number;
  pageCount: number;
}

/** Links to the other result pages; the current one is marked, not linked. */
export async function SearchPagination({
  searchPath,
  query,
  page,
  pageCount,
}: SearchPaginationProps) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("Search");
  const href = (target: number) => searchPageHref(searchPath, query, target);
  return (
    <nav aria-label={t("pagination")} className="mt-8">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <AppLink href={href(page - 1)} className={LINK} rel="prev">
              {t("previousPage")}
            </AppLink>
          </li>
        ) : null}
        {pageLinks(page, pageCount).map((link) =>
          link.kind === "gap" ? (
            <li key={link.key} aria-hidden="true" className="px-2">
              …
            </li>
          ) : (
            <li key={link.page}>
              {link.page === page ? (
                <span
                  aria-current="page"
                  aria-label={t("pageLink", { page: link.page })}
                  className={`${LINK} bg-theme-accent text-theme-on-accent`}
                >
                  {link.page}
                </span>
              ) : (
                <AppLink
                  href={href(link.page)}
                  aria-label={t("pageLink", { page: link.page })}
                  className={LINK}
                >
                  {link.page}
                </AppLink>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <AppLink href={href(page + 1)} className={LINK} rel="next">
              {t("nextPage")}
            </AppLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
