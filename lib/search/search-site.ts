import "server-only";

import { createTranslator } from "next-intl";

import type { CacheOptions } from "@/lib/cache/cache-mode";
import { messagesFor } from "@/lib/i18n/messages";
import { localizePath } from "@/lib/navigation/localize-path";

import { brandSuffixOf, formatSearchHit } from "./format-search-hit";
import type { SearchScope } from "./resolve-search-scope";
import { searchCache } from "./search-cache";
import { type IndexRecord, queryIndex, suggestFromIndex } from "./search-client";

export const SEARCH_PAGE_SIZE = 10;
const SUGGESTION_LIMIT = 8;
/** Asked for beyond the limit, so that titles several hits share still leave a full list. */
const SUGGESTION_CANDIDATES = 16;

export interface SearchHit {
  /** Plain text, without the brand suffix. */
  title: string;
  /** HTML: escaped text with the query's words in `<em>`; render it with InlineHtml. */
  description: string;
  /** The hit's URL on this site, with locale (and site slug). */
  url: string;
  /** page, story, media-release, classification or product. */
  type: string;
}

export interface SearchResults {
  query: string;
  total: number;
  page: number;
  pageCount: number;
  records: SearchHit[];
}

/**
 * The page title template ("{title} | {brand}") of a language. Formatted with its own
 * placeholders, not read as it is: the build compiles the messages (next.config.ts).
 */
function brandSuffixTemplate(language: string): string {
  const t = createTranslator({ locale: language, messages: messagesFor(language) });
  return t("Layout.brandSuffix", { title: "{title}", brand: "{brand}" });
}

function formatter(scope: SearchScope, query: string) {
  const templates = new Set([
    brandSuffixTemplate(scope.locale.language),
    brandSuffixTemplate("en"),
  ]);
  const brandSuffixes = [...templates].map((template) => brandSuffixOf(template, scope.brand));
  const prefix = { localeUrlCode: scope.locale.urlCode, siteSlug: scope.site.slug };
  return (record: IndexRecord): SearchHit => ({
    ...formatSearchHit(record, { query, brandSuffixes }),
    url: localizePath(record.url, prefix),
    type: record.type,
  });
}

/** Words are matched without regard to case, so one cache entry serves every spelling. */
function cacheKey(kind: string, scope: SearchScope, query: string, page: number): string {
  return `search:${kind}:${scope.site.id}:${scope.locale.code}:${page}:${query.toLowerCase()}`;
}

/** One page of hits, cached per site, locale, query and page (spec 000 §9). */
export async function searchSite(
  scope: SearchScope,
  query: string,
  page: number,
  cache: CacheOptions,
): Promise<SearchResults> {
  const indexScope = { siteSlug: scope.site.slug ?? "", localeCode: scope.locale.code };
  const answer = await searchCache().read(
    cacheKey("query", scope, query, page),
    () => queryIndex(indexScope, query, page, SEARCH_PAGE_SIZE),
    cache,
  );
  return {
    query,
    total: answer.total,
    page,
    pageCount: answer.pageCount,
    records: answer.records.map(formatter(scope, query)),
  };
}

/**
 * Titles starting with what was typed, for the search box. Choosing one searches for its title,
 * so a title that several hits share (a page and a product range both called "Crimp quality")
 * is offered once.
 */
export async function suggestOnSite(
  scope: SearchScope,
  query: string,
  cache: CacheOptions,
): Promise<SearchHit[]> {
  const indexScope = { siteSlug: scope.site.slug ?? "", localeCode: scope.locale.code };
  const records = await searchCache().read(
    cacheKey("suggest", scope, query, 1),
    () => suggestFromIndex(indexScope, query, SUGGESTION_CANDIDATES),
    cache,
  );
  return uniqueTitles(records.map(formatter(scope, query))).slice(0, SUGGESTION_LIMIT);
}

function uniqueTitles(hits: SearchHit[]): SearchHit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => {
    const key = hit.title.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
