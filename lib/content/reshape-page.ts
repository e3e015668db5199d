import type { Page, RawContentPage } from "./types";

/** Spec 000 §4: published if any stage is PUBLISHED, or when no stage data exist. */
export function isPublished(stages: ReadonlyArray<{ stage: string }> | undefined): boolean {
  if (!stages || stages.length === 0) return true;
  return stages.some((entry) => entry.stage === "PUBLISHED");
}

export function reshapeContentPage(raw: RawContentPage, requestedLanguage: string): Page {
  const languages = raw.localizations.map((localization) => localization.locale as string);
  const isLanguageUnavailable = !languages.includes(requestedLanguage);
  return {
    id: raw.id,
    title: raw.title,
    slug: raw.slug,
    type: "content",
    pageType: raw.pageType ?? "Content",
    injection: raw.injection ?? null,
    languages,
    theme: raw.theme ?? "Default",
    protection: raw.protection ?? "none",
    isPublished: isPublished(raw.documentInStages),
    translationSourceLanguage: raw.translationSourceLanguage ?? "en",
    translationTargetLanguages: raw.translationTargetLanguages,
    isLanguageFallback: raw.locale !== requestedLanguage,
    isLanguageUnavailable,
    contentLanguage: raw.locale,
    mainSiteOnly: raw.mainSiteOnly ?? false,
    header: { theme: raw.header?.theme ?? "Default", hidden: raw.header?.hidden ?? false },
    seo: {
      title: raw.seo?.title ?? null,
      description: raw.seo?.description ?? null,
      noIndex: raw.seo?.noIndex ?? false,
      image: raw.seo?.image ?? null,
    },
    modules: raw.modules,
  };
}
