import "server-only";

import { findPageById } from "@/lib/content/find-page-by-id";
import { getContentPage } from "@/lib/content/get-content-page";

type TranslatablePage =
  | { kind: "content"; sourceLanguage: string; targetLanguages: string[] }
  | { kind: "other" }
  | { kind: "missing" };

const FRESH = { mode: "bypass" } as const;

/**
 * Spec 000 §4: translation state is kept for content pages only. The page is read in the DRAFT
 * stage (never cached), so a page that is not published yet can be sent to translation too.
 */
export async function findTranslatablePage(pageId: string): Promise<TranslatablePage> {
  const page = await getContentPage(pageId, { stage: "DRAFT", locales: ["en"], cache: FRESH });
  if (page) {
    return {
      kind: "content",
      sourceLanguage: page.translationSourceLanguage,
      targetLanguages: page.translationTargetLanguages.filter(
        (language) => language !== page.translationSourceLanguage,
      ),
    };
  }
  const other = await findPageById(pageId, FRESH);
  const isOther =
    other.stories.length > 0 || other.mediaReleases.length > 0 || other.systemPages.length > 0;
  return isOther ? { kind: "other" } : { kind: "missing" };
}
