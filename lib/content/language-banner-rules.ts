/** The languages whose pages the "only in German and English" notice speaks of (spec 001 §2). */
const GERMAN_AND_ENGLISH = ["de", "en"];

type LanguageBannerMessage = "unavailable" | "onlyGermanAndEnglish";

export interface LanguageBannerInput {
  /** The language the visitor asked for. */
  requested: string;
  /** Whether the page is shown in another language than the requested one. */
  isLanguageFallback: boolean;
  /** The languages the page exists in. */
  pageLanguages: string[];
  /** The languages the site is offered in, in the site's order. */
  siteLanguages: string[];
}

export interface LanguageBannerDecision {
  message: LanguageBannerMessage;
  /** Languages to offer a switch to: the page exists in them and the site offers them. */
  switchTo: string[];
}

function isOnlyGermanAndEnglish(languages: string[]): boolean {
  const distinct = new Set(languages);
  return (
    distinct.size === GERMAN_AND_ENGLISH.length &&
    GERMAN_AND_ENGLISH.every((language) => distinct.has(language))
  );
}

/**
 * Spec 001 §2 (language banner): a page shown in another language than requested says so and
 * offers the languages it exists in on this site. A request in neither German nor English for a
 * page written only in those two gets the "only in German and English" notice instead. Null when
 * the page is in the requested language: no banner.
 */
export function languageBanner(input: LanguageBannerInput): LanguageBannerDecision | null {
  if (!input.isLanguageFallback) return null;
  const switchTo = input.siteLanguages.filter(
    (language) => language !== input.requested && input.pageLanguages.includes(language),
  );
  const message =
    !GERMAN_AND_ENGLISH.includes(input.requested) && isOnlyGermanAndEnglish(input.pageLanguages)
      ? "onlyGermanAndEnglish"
      : "unavailable";
  return { message, switchTo };
}
