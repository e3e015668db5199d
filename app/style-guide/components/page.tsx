import { getTranslations, setRequestLocale } from "next-intl/server";

import { FloatingMessageDemo } from "@/components/style-guide/floating-message-demo";
import { StyleGuidePage } from "@/components/style-guide/style-guide-page";
import { styleGuideMetadata } from "@/components/style-guide/style-guide-metadata";
import { StyleGuideSection } from "@/components/style-guide/style-guide-section";
import { ThemeSamples } from "@/components/style-guide/theme-samples";
import { FlashMessage } from "@/components/ui/flash-message";
import { Icon } from "@/components/ui/icon";
import { ICON_PATHS, type IconName } from "@/components/ui/icon-paths";
import { Spinner } from "@/components/ui/spinner";

export const generateMetadata = () => styleGuideMetadata("components");

const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];

export default async function ComponentsPage() {
  setRequestLocale("en");
  const t = await getTranslations("StyleGuide");
  return (
    <StyleGuidePage title={t("pages.components")} intro={t("descriptions.components")}>
      <StyleGuideSection title={t("components.icons")}>
        <ThemeSamples
          sample={t("components.icons")}
          render={() => (
            <ul className="grid grid-cols-3 gap-2 text-xs sm:grid-cols-4">
              {ICON_NAMES.map((name) => (
                <li key={name} className="flex items-center gap-2 text-theme-accent">
                  <Icon name={name} size={16} />
                  <Icon name={name} size={24} />
                  <span className="truncate font-mono text-theme-muted">{name}</span>
                </li>
              ))}
            </ul>
          )}
        />
      </StyleGuideSection>
      <StyleGuideSection title={t("components.spinner")}>
        <ThemeSamples
          sample={t("components.spinner")}
          className="flex items-center gap-6 text-theme-accent"
          render={() => (
            <>
              <Spinner size={16} />
              <Spinner size={24} />
            </>
          )}
        />
      </StyleGuideSection>
      <StyleGuideSection title={t("components.flashMessages")}>
        <ThemeSamples
          sample={t("components.flashMessages")}
          className="space-y-3"
          render={() => (
            <>
              <FlashMessage
                static
                title={t("flash.infoTitle")}
                // The message's markup as the flash message's inline HTML (messages are compiled).
                text={t.markup("flash.infoText", {
                  strong: (chunks) => `<strong>${chunks}</strong>`,
                })}
                linkText={t("flash.linkText")}
                to="/style-guide/pages/error"
              />
              <FlashMessage
                type="success"
                title={t("flash.successTitle")}
                text={t("flash.successText")}
                linkText={t("flash.hideText")}
              />
              <FlashMessage
                type="error"
                title={t("flash.errorTitle")}
                text={t("flash.errorText")}
              />
            </>
          )}
        />
        <div className="mt-6">
          <FloatingMessageDemo
            buttonLabel={t("flash.showFloating")}
            title={t("flash.floatingTitle")}
            text={t("flash.floatingText")}
          />
        </div>
      </StyleGuideSection>
    </StyleGuidePage>
  );
}
