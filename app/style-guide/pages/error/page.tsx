import { getTranslations, setRequestLocale } from "next-intl/server";

import { ErrorPageLayout } from "@/components/layout/error-page-layout";
import { styleGuideMetadata } from "@/components/style-guide/style-guide-metadata";

export const generateMetadata = () => styleGuideMetadata("errorPage");

export default async function ErrorPagePreview() {
  setRequestLocale("en");
  const t = await getTranslations("ErrorPage");
  return (
    <div data-theme="Default">
      <ErrorPageLayout
        overline={t("overline")}
        title={t("title")}
        notice={t("text")}
        homeLinkText={t("homeLink")}
      />
    </div>
  );
}
