import { getTranslations } from "next-intl/server";

import { languageBanner } from "@/lib/content/language-banner-rules";
import type { Page } from "@/lib/content/types";
import { textLanguage as textLanguageOf } from "@/lib/i18n/messages";
import { localizePath } from "@/lib/navigation/localize-path";
import type { SiteContext } from "@/lib/site-context/get-site-context";
import { languageOptions } from "@/lib/site/language-options";

interface LanguageBannerProps {
  context: Pick<SiteContext, "locale" | "site" | "system" | "languages">;
  page: Pick<Page, "isLanguageFallback" | "languages" | "contentLanguage">;
  /** The page's path without the locale, e.g. `/industries/medical`. */
  path: string;
}

/**
 * Tells the visitor that a page is shown in another language than the one they chose, and links
 * to the same page in the languages it exists in (spec 001 §2). Renders nothing otherwise.
 */
export async function LanguageBanner({ context, page, path }: LanguageBannerProps) {
  const requested = context.locale.language;
  const decision = languageBanner({
    requested,
    isLanguageFallback: page.isLanguageFallback,
    pageLanguages: page.languages,
    siteLanguages: context.languages,
  });
  if (!decision) return null;
  const t = await getTranslations("LanguageBanner");
  // Languages without UI texts of their own read the English ones; the names must match them.
  const textLanguage = textLanguageOf(requested);
  // Names in running text, written as the text's language writes them mid-sentence ("passer en
  // anglais"); the content system's names are capitalised for lists such as the header's switcher.
  const languageNames = new Intl.DisplayNames([textLanguage], {
    type: "language",
    fallback: "code",
  });
  const nameOf = (code: string) => languageNames.of(code) ?? code;
  const country =
    context.system.countries.find((candidate) => candidate.code === context.locale.country) ?? null;
  // The switch keeps the visitor's country where it speaks the language, as the header does.
  const targets = languageOptions(decision.switchTo, country, {});
  const message =
    decision.message === "onlyGermanAndEnglish"
      ? t("onlyGermanAndEnglish")
      : t("unavailable", {
          language: nameOf(requested),
          contentLanguage: nameOf(page.contentLanguage),
        });
  return (
    <div
      role="status"
      lang={textLanguage}
      className="bg-copper-100 px-4 py-3 text-navy-900 sm:px-6"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-6 gap-y-2 text-center">
        <p>{message}</p>
        {targets.length > 0 ? (
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
            {targets.map((target) => (
              <li key={target.language}>
                {/* A full page load, like the header's language switcher: the proxy remembers the choice. */}
                <a
                  href={localizePath(path, {
                    localeUrlCode: target.urlCode,
                    siteSlug: context.site.slug,
                  })}
                  hrefLang={target.language}
                  className="font-semibold text-theme-link underline underline-offset-2 hover:no-underline"
                >
                  {t("switchLanguage", { language: nameOf(target.language) })}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
