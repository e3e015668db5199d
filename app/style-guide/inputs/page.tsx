import { getTranslations, setRequestLocale } from "next-intl/server";

import { InputSamples } from "@/components/style-guide/input-samples";
import { StyleGuidePage } from "@/components/style-guide/style-guide-page";
import { styleGuideMetadata } from "@/components/style-guide/style-guide-metadata";
import { StyleGuideSection } from "@/components/style-guide/style-guide-section";
import { ThemeSamples } from "@/components/style-guide/theme-samples";

export const generateMetadata = () => styleGuideMetadata("inputs");

export default async function InputsPage() {
  setRequestLocale("en");
  const t = await getTranslations("StyleGuide");
  return (
    <StyleGuidePage title={t("pages.inputs")} intro={t("descriptions.inputs")}>
      <StyleGuideSection title={t("inputs.heading")}>
        <ThemeSamples
          sample={t("inputs.heading")}
          render={(theme) => <InputSamples theme={theme} />}
        />
      </StyleGuideSection>
    </StyleGuidePage>
  );
}
