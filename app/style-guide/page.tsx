import { getTranslations, setRequestLocale } from "next-intl/server";

import { StyleGuidePage } from "@/components/style-guide/style-guide-page";
import { STYLE_GUIDE_PAGES } from "@/components/style-guide/style-guide-pages";
import { StyleGuideSection } from "@/components/style-guide/style-guide-section";
import { ThemeSwatches } from "@/components/style-guide/theme-swatches";
import { AppLink } from "@/components/ui/app-link";

export default async function StyleGuideIndex() {
  setRequestLocale("en");
  const t = await getTranslations("StyleGuide");
  return (
    <StyleGuidePage title={t("title")} intro={t("intro")}>
      <StyleGuideSection title={t("pagesHeading")}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {STYLE_GUIDE_PAGES.filter((page) => page.key !== "overview").map((page) => (
            <li key={page.key} className="rounded-lg border border-steel-200 p-5">
              <AppLink href={page.href} className="text-lg font-bold text-signal-600 underline">
                {t(`pages.${page.key}`)}
              </AppLink>
              <p className="mt-1 text-steel-700">{t(`descriptions.${page.key}`)}</p>
            </li>
          ))}
        </ul>
      </StyleGuideSection>
      <StyleGuideSection title={t("themesHeading")}>
        <p className="mb-4 max-w-3xl text-steel-700">{t("themesIntro")}</p>
        <ThemeSwatches />
      </StyleGuideSection>
    </StyleGuidePage>
  );
}
