import { languageAlternates } from "./language-alternates";
import { type PublicBase, publicUrl } from "./public-url";

export interface SitemapEntry {
  loc: string;
  /** hreflang → absolute URL, `x-default` included. */
  alternates: Record<string, string>;
}

/** Unlocalized path of every public page by page id, as one language's navigations show it. */
type PagePaths = ReadonlyMap<string, string>;

/**
 * One entry per page and language, each naming the page's versions in all languages. Paths are
 * read per language because a page's slug may differ between languages.
 */
export function sitemapEntries(
  pathsByLanguage: ReadonlyArray<readonly [language: string, paths: PagePaths]>,
  base: PublicBase,
): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const [language, paths] of pathsByLanguage) {
    for (const [pageId, path] of paths) {
      const versions = pathsByLanguage.flatMap(([other, otherPaths]) => {
        const otherPath = otherPaths.get(pageId);
        return otherPath ? [[other, publicUrl(otherPath, other, base)] as const] : [];
      });
      entries.push({
        loc: publicUrl(path, language, base),
        alternates: languageAlternates(versions),
      });
    }
  }
  return entries;
}
