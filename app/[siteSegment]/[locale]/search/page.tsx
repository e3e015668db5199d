import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { SearchResultsPage } from "@/components/search/search-results-page";
import { isCacheClearRequested } from "@/lib/cache/cache-mode";
import { getSearchSystemPage } from "@/lib/search/get-search-system-page";
import { loadSearchResults } from "@/lib/search/load-search-results";
import { searchCache } from "@/lib/search/search-cache";
import { parseSearchPageParams } from "@/lib/search/search-page-params";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

interface Props {
  params: Promise<{ siteSegment: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function loadContext({ params, searchParams }: Props) {
  const { siteSegment, locale } = await params;
  const context = (await getSiteContextForSegment(siteSegment, locale)) ?? notFound();
  const query = await searchParams;
  // proxy.ts marks the server cache stale on ?cache=clear and turns ?cache= into the context's
  // cache mode; the search cache is this page's own.
  if (isCacheClearRequested(query.cache)) searchCache().markStale();
  return { context, request: parseSearchPageParams(query) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { context, request } = await loadContext(props);
  const systemPage = await getSearchSystemPage(context.request);
  const t = await getTranslations({ locale: context.locale.language });
  const title =
    request.kind === "empty"
      ? (systemPage?.title ?? t("Search.title"))
      : t("Search.resultsTitle", { query: request.query });
  // Result lists are not documents for search engines; the links on them are.
  return {
    title: t("Layout.brandSuffix", { title, brand: context.brand }),
    description: systemPage?.description ?? undefined,
    robots: { index: false, follow: true },
  };
}

/** The site search's results (spec 000 §5, §7). */
export default async function SearchPage(props: Props) {
  const { context, request } = await loadContext(props);
  // The components below read their texts in the visitor's language.
  setRequestLocale(context.locale.language);
  // The page's texts and the hits are independent reads: one wave after the site context.
  const [systemPage, results] = await Promise.all([
    getSearchSystemPage(context.request),
    request.kind === "query"
      ? loadSearchResults(context, request.query, request.page, context.request.cache)
      : null,
  ]);
  return (
    <SearchResultsPage
      context={context}
      request={request}
      systemPage={systemPage}
      results={results}
    />
  );
}
