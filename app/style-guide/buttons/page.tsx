import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";

import { StyleGuidePage } from "@/components/style-guide/style-guide-page";
import { styleGuideMetadata } from "@/components/style-guide/style-guide-metadata";
import { StyleGuideSection } from "@/components/style-guide/style-guide-section";
import { ThemeSamples } from "@/components/style-guide/theme-samples";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

export const generateMetadata = () => styleGuideMetadata("buttons");

export default async function ButtonsPage() {
  setRequestLocale("en");
  const t = await getTranslations("StyleGuide");
  const label = t("buttons.sample");
  return (
    <StyleGuidePage title={t("pages.buttons")} intro={t("descriptions.buttons")}>
      <StyleGuideSection title={t("buttons.variants")}>
        <ThemeSamples
          sample={t("buttons.variants")}
          className="flex flex-wrap items-center gap-3"
          render={() => (
            <>
              <Button variant="primary">{label}</Button>
              <Button variant="secondary">{label}</Button>
              <Button variant="ghost">{label}</Button>
              <Button variant="primary">
                <Icon name="download" size={16} />
                {t("buttons.withIcon")}
              </Button>
            </>
          )}
        />
      </StyleGuideSection>
      <StyleGuideSection title={t("buttons.states")}>
        <ThemeSamples
          sample={t("buttons.states")}
          className="grid gap-4 sm:grid-cols-2"
          render={() => (
            <>
              <State label={t("buttons.loading")}>
                <Button loading>{label}</Button>
              </State>
              <State label={t("buttons.loadingSecondary")}>
                <Button variant="secondary" loading>
                  {label}
                </Button>
              </State>
              <State label={t("buttons.disabled")}>
                <Button disabled>{label}</Button>
              </State>
              <State label={t("buttons.presentational")}>
                <Button presentational>{label}</Button>
              </State>
            </>
          )}
        />
      </StyleGuideSection>
    </StyleGuidePage>
  );
}

function State({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="mb-2 text-sm text-theme-muted">{label}</p>
      {children}
    </div>
  );
}
