import { getTranslations, setRequestLocale } from "next-intl/server";

import { StyleGuidePage } from "@/components/style-guide/style-guide-page";
import { styleGuideMetadata } from "@/components/style-guide/style-guide-metadata";
import { StyleGuideSection } from "@/components/style-guide/style-guide-section";
import { ThemeSamples } from "@/components/style-guide/theme-samples";

export const generateMetadata = () => styleGuideMetadata("typography");

// Samples are paragraphs styled like headings, so the page's own outline stays readable.
const LEVELS = [
  { key: "heading1", className: "text-4xl font-extrabold tracking-tight md:text-5xl" },
  { key: "heading2", className: "text-3xl font-bold tracking-tight" },
  { key: "heading3", className: "text-xl font-bold" },
  { key: "heading4", className: "text-lg font-semibold" },
] as const;

export default async function TypographyPage() {
  setRequestLocale("en");
  const t = await getTranslations("StyleGuide");
  return (
    <StyleGuidePage title={t("pages.typography")} intro={t("descriptions.typography")}>
      <StyleGuideSection title={t("typography.headings")}>
        <ThemeSamples
          sample={t("typography.headings")}
          className="space-y-3"
          render={() => (
            <>
              <p className="font-semibold tracking-wider text-theme-highlight uppercase">
                {t("typography.overline")}
              </p>
              {LEVELS.map((level) => (
                <p key={level.key} className={level.className}>
                  {t(`typography.${level.key}`)}
                </p>
              ))}
            </>
          )}
        />
      </StyleGuideSection>
      <StyleGuideSection title={t("typography.text")}>
        <ThemeSamples
          sample={t("typography.text")}
          className="space-y-4"
          render={() => (
            <>
              <p className="text-xl text-theme-fg">{t("typography.lead")}</p>
              <p className="leading-relaxed text-theme-muted">{t("typography.body")}</p>
              <ul className="list-disc space-y-1 pl-6 text-theme-muted">
                <li>{t("typography.listItem1")}</li>
                <li>{t("typography.listItem2")}</li>
                <li>{t("typography.listItem3")}</li>
              </ul>
              <p>
                <a href="#main" className="font-semibold text-theme-link underline">
                  {t("typography.link")}
                </a>
              </p>
              <p className="text-sm text-theme-muted">{t("typography.small")}</p>
            </>
          )}
        />
      </StyleGuideSection>
    </StyleGuidePage>
  );
}
