interface SystemPageTexts {
  /** The language the content system answered in: the page's, or its fallback. */
  locale: string;
  title: string;
}

interface SystemPageIntro {
  /** The page's name: the editors' title in the page's language, else the interface's. */
  title: string;
  /** The language of the system page's other texts where it is not the page's, for their `lang`. */
  otherLanguage: string | undefined;
}

/**
 * How a list page (stories, media releases) shows its system page in `language`. Where the content
 * system has the page only in another language, its overline, description and modules stay, marked
 * as that language, while the page is named by the interface, which every offered language has
 * (a French page is not titled "Media releases"; the search page does the same).
 */
export function systemPageIntro(
  systemPage: SystemPageTexts | null,
  language: string,
  interfaceTitle: string,
): SystemPageIntro {
  if (!systemPage) return { title: interfaceTitle, otherLanguage: undefined };
  return systemPage.locale === language
    ? { title: systemPage.title, otherLanguage: undefined }
    : { title: interfaceTitle, otherLanguage: systemPage.locale };
}
