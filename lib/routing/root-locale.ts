import { parseAcceptLanguage } from "./accept-language";

interface RootLocaleInput {
  /** The site's locale cookie: the locale the visitor chose last. */
  cookie: string | undefined;
  acceptLanguage: string | null;
  /** Whether the site is offered in a locale, by its URL code (`de`, `de-ch`). */
  isAvailable: (urlCode: string) => boolean;
  /** The site's first language, for sites that do not speak English. */
  fallback: string;
}

/**
 * Where `/` sends a visitor (issue 3): the site's locale cookie, then the browser's languages
 * (`de-CH` tries `de-ch`, then `de`), then English.
 */
export function chooseRootLocale({
  cookie,
  acceptLanguage,
  isAvailable,
  fallback,
}: RootLocaleInput): string {
  if (cookie && isAvailable(cookie)) return cookie;
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const [language = "", region] = tag.split("-");
    const candidates = region ? [`${language}-${region}`, language] : [language];
    const available = candidates.find((candidate) => isAvailable(candidate));
    if (available) return available;
  }
  return isAvailable("en") ? "en" : fallback;
}
