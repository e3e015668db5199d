"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";

import { useErrorPageContent } from "@/components/layout/error-page-content";
import { ErrorPageLayout } from "@/components/layout/error-page-layout";
import { useSiteTrail } from "@/components/layout/site-trail-provider";
import { StatusPageBreadcrumbs } from "@/components/layout/status-page-breadcrumbs";
import { StatusPageTitle } from "@/components/layout/status-page-title";
import { logClientError } from "@/lib/client/log-client-error";
import { reloadOnChunkError } from "@/lib/client/reload-on-chunk-error";
import { errorPageTexts } from "@/lib/content/error-page/error-page-texts";
import { localizePath } from "@/lib/navigation/localize-path";

/**
 * Unexpected errors: the maintenance notice of spec 000 §2, never the error itself, with the
 * content system's error page (title, overline, modules) where the layout could read it.
 */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations("ErrorPage");
  const site = useSiteTrail();
  const content = useErrorPageContent();
  useEffect(() => {
    // A chunk missing after a deployment is healed by loading the page again (spec 000 §8).
    if (!reloadOnChunkError(error)) logClientError(error);
  }, [error]);
  const texts = errorPageTexts(content, {
    overline: t("overline"),
    title: t("title"),
    breadcrumb: t("breadcrumb"),
  });
  return (
    <>
      <StatusPageTitle status="error" />
      <StatusPageBreadcrumbs status="error" title={texts.breadcrumb} />
      <ErrorPageLayout
        overline={texts.overline}
        title={texts.title}
        notice={t("text")}
        homeLinkText={t("homeLink")}
        homeHref={site ? localizePath("/", site.prefix) : "/"}
      />
      {content?.modules}
    </>
  );
}
