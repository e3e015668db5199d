import { getTranslations, setRequestLocale } from "next-intl/server";

import { HeroModule } from "@/components/content/hero-module";
import { ModuleList } from "@/components/content/module-list";
import { SAMPLE_HERO, SAMPLE_MODULES } from "@/components/style-guide/sample-modules";
import { StyleGuidePage } from "@/components/style-guide/style-guide-page";
import { styleGuideMetadata } from "@/components/style-guide/style-guide-metadata";
import { THEMES } from "@/lib/site/themes";

export const generateMetadata = () => styleGuideMetadata("modules");

/** The sample links resolve as on the English main site; no page paths or products are known here. */
const LINK_CONTEXT = {
  localeUrlCode: "en",
  siteSlug: null,
  pagePaths: new Map<string, string>(),
  productRoutes: new Map<string, string>(),
};

export default async function ModulesPage() {
  setRequestLocale("en");
  const t = await getTranslations("StyleGuide");
  return (
    <StyleGuidePage title={t("pages.modules")} intro={t("descriptions.modules")}>
      <p className="mt-2 max-w-3xl text-steel-700">{t("modules.themesHint")}</p>
      <div className="mt-8 space-y-4">
        {THEMES.map((theme) => (
          // Closed themes keep their images and frames from loading until opened.
          <details
            key={theme}
            data-theme={theme}
            open={theme === "Default"}
            className="overflow-hidden rounded-lg border border-theme-border"
          >
            <summary className="cursor-pointer bg-theme-surface px-5 py-3 font-semibold">
              {t("themeSample", { theme })}
            </summary>
            <HeroModule
              module={SAMPLE_HERO}
              context={{ link: LINK_CONTEXT, language: "en", isFirst: false }}
            />
            <ModuleList modules={SAMPLE_MODULES} context={{ link: LINK_CONTEXT, language: "en" }} />
          </details>
        ))}
      </div>
    </StyleGuidePage>
  );
}
