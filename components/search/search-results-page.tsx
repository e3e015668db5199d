import { getTranslations } from "next-intl/server";

import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { AppLink } from "@/components/ui/app-link";
import { formatNumber } from "@/lib/format/number-format";
import { buildBreadcrumbs } from "@/lib/navigation/build-breadcrumbs";
import { localizePath } from "@/lib/navigation/localize-path";
import { siteTrailContext } from "@/lib/navigation/site-trail-context";
import type { SearchSystemPage } from "@/lib/search/get-search-system-page";
import { type SearchPageRequest, searchPageHref } from "@/lib/search/search-page-params";
import { MAX_QUERY_LENGTH } from "@/lib/search/search-limits";
import { SEARCH_PAGE_SIZE, type SearchResults } from "@/lib/search/search-site";
import type { SiteContext } from "@/lib/site-context/get-site-context";

import { SearchForm } from "./search-form";
import { SearchHitList } from "./search-hit-list";
import { SearchPagination } from "./search-pagination";

/** /{locale}/search?q=…&page=…: the search form, then results with paging, or why there are none. */
export async function SearchResultsPage({
  context,
  request,
  systemPage,
  results,
}: {
  context: SiteContext;
  request: SearchPageRequest;
  /** The hits of a query; null when there is no query or the search service failed. */
  results: SearchResults | null;
  /** The CMS's title for the page; the UI text when the CMS has none. */
  systemPage: SearchSystemPage | null;
}) {
  const t = await getTranslations("Search");
  const pageTitle = systemPage?.title ?? t("title");
  const searchPath = localizePath("/search", {
    localeUrlCode: context.locale.urlCode,
    siteSlug: context.site.slug,
  });
  const query = request.kind === "empty" ? "" : request.query;
  const trail = buildBreadcrumbs(
    { kind: "catalogue", lineage: [{ name: pageTitle, route: "/search" }] },
    siteTrailContext(context),
  );
  return (
    <article>
      <Breadcrumbs trail={trail} />
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 pt-10 pb-16 sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight">
          {query ? t("resultsTitle", { query }) : pageTitle}
        </h1>
        <SearchForm action={searchPath} query={query} />
        <div aria-live="polite">
          {request.kind === "empty" ? <p className="text-lg">{t("emptyState")}</p> : null}
          {request.kind === "too-long" ? (
            <p role="alert" className="text-lg">
              {t("queryTooLong", { max: MAX_QUERY_LENGTH })}
            </p>
          ) : null}
          {request.kind === "query" && !results ? (
            <p role="alert" className="text-lg">
              {t("unavailable")}
            </p>
          ) : null}
          {request.kind === "query" && results ? (
            <Results results={results} searchPath={searchPath} language={context.locale.language} />
          ) : null}
        </div>
      </div>
    </article>
  );
}

async function Results({
  results,
  searchPath,
  language,
}: {
  results: SearchResults;
  searchPath: string;
  language: string;
}) {
  const t = await getTranslations("Search");
  const { query, total, page, pageCount, records } = results;
  if (total === 0) {
    return (
      <div className="flex flex-col gap-2" data-search-empty>
        <p className="text-lg font-semibold">{t("noResults", { query })}</p>
        <p>{t("noResultsHint")}</p>
      </div>
    );
  }
  return (
    <>
      <p className="text-theme-muted" data-search-count>
        {t("resultCount", { total, formattedTotal: formatNumber(total, language), query })}
        {pageCount > 1 ? ` · ${t("pageOf", { page: Math.min(page, pageCount), pageCount })}` : null}
      </p>
      {records.length > 0 ? (
        <SearchHitList hits={records} start={(page - 1) * SEARCH_PAGE_SIZE + 1} />
      ) : (
        <p className="mt-4">
          {t("pageBeyondResults", { page })}{" "}
          <AppLink href={searchPageHref(searchPath, query)} className="underline">
            {t("firstPage")}
          </AppLink>
        </p>
      )}
      <SearchPagination
        searchPath={searchPath}
        query={query}
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
      />
    </>
  );
}
