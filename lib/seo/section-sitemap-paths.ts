import type { SectionSitemapQuery } from "@/graphql/generated/content";

/** Pseudo page ids of the section pages, so they never meet a navigation page's id. */
const LIST_PAGES: ReadonlyArray<readonly [id: string, path: string]> = [
  ["section:stories", "/stories"],
  ["section:stories-contacts", "/stories/contacts"],
  ["section:media-releases", "/media-releases"],
];

/**
 * The story and media-release pages (lists, stories, authors, releases) in one language, as
 * page id → path: stories and releases only in the languages they exist in.
 */
export function sectionPathsIn(language: string, raw: SectionSitemapQuery): Map<string, string> {
  const has = (document: { localizations: Array<{ locale: string }> }) =>
    document.localizations.some((localization) => localization.locale === language);
  return new Map([
    ...LIST_PAGES,
    ...raw.stories.filter(has).map((s) => [s.id, `/stories/${s.slug}`] as const),
    ...raw.storyContacts.map((c) => [c.id, `/stories/contacts/${c.slug}`] as const),
    ...raw.mediaReleases.filter(has).map((r) => [r.id, `/media-releases/${r.slug}`] as const),
  ]);
}
