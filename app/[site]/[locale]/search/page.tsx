import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { SearchResultsPage } from "@/components/search/search-results-page";
import { parseSearchPageParams } from "@/lib/search/search-page-params";
import { getSiteContextForSegment } from "@/lib/site/get-site-context";

interface Props {
  params: Promise<{ site: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function load({ params, searchParams }: Props) {
  const { site, locale } = await params;
  const context = (await getSiteContextForSegment(site, locale)) ?? notFound();
  return { context, request: parseSearchPageParams(await searchParams) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { context, request } = await load(props);
  const t = await getTranslations({ locale: context.locale.language });
  const title =
    request.kind === "empty"
      ? t("Search.title")
      : t("Search.resultsTitle", { query: request.query });
  // Result lists are not documents for search engines; the links on them are.
  return {
    title: t("Layout.brandSuffix", { title, brand: context.brand }),
    robots: { index: false, follow: true },
  };
}

/** The site search's results (spec 000 §5, §7). */
export default async function SearchPage(props: Props) {
  const { context, request } = await load(props);
  // The components below read their texts in the visitor's language.
  setRequestLocale(context.locale.language);
  return <SearchResultsPage context={context} request={request} />;
}
