import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { SearchResultsPage } from "@/components/search/search-results-page";
import { getSearchSystemPage } from "@/lib/search/get-search-system-page";
import { loadSearchPage, loadSearchRequest } from "@/lib/search/load-search-page";

interface Props {
  params: Promise<{ siteSegment: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { siteSegment, locale } = await params;
  const { context, request } = await loadSearchRequest(siteSegment, locale, await searchParams);
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
export default async function SearchPage({ params, searchParams }: Props) {
  const { siteSegment, locale } = await params;
  const loaded = await loadSearchPage(siteSegment, locale, await searchParams);
  // The components below read their texts in the visitor's language.
  setRequestLocale(loaded.context.locale.language);
  return <SearchResultsPage {...loaded} />;
}
