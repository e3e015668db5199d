import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { ModuleList } from "@/components/content/module-list";
import { ErrorPageLayout } from "@/components/layout/error-page-layout";
import { StatusPageBreadcrumbs } from "@/components/layout/status-page-breadcrumbs";
import { errorPageTexts } from "@/lib/content/error-page/error-page-texts";
import { getErrorPage } from "@/lib/content/error-page/get-error-page";
import { localizePath } from "@/lib/navigation/localize-path";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";
import { linkContextFor } from "@/lib/catalogue/link-context-for";

interface Props {
  params: Promise<{ siteSegment: string; locale: string }>;
}

async function load({ params }: Props) {
  const { siteSegment, locale } = await params;
  const context = (await getSiteContextForSegment(siteSegment, locale)) ?? notFound();
  const [page, t] = await Promise.all([
    getErrorPage(context.request),
    getTranslations({ locale: context.locale.language, namespace: "ErrorPage" }),
  ]);
  const texts = errorPageTexts(page, {
    overline: t("overline"),
    title: t("title"),
    breadcrumb: t("breadcrumb"),
  });
  return { context, page, t, texts };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { context, t } = await load(props);
  const tLayout = await getTranslations({ locale: context.locale.language, namespace: "Layout" });
  // Spec 000 §2: the translated breadcrumb title of the error page plus the brand suffix.
  return {
    title: tLayout("brandSuffix", { title: t("breadcrumb"), brand: context.brand }),
    robots: { index: false, follow: true },
  };
}

/**
 * /{locale}/error: the content system's fixed error page (spec 000 §3) as a page of its own, where
 * `?direct={its id}` leads (lib/routing/direct-target), so editors see what visitors get when a
 * page fails.
 */
export default async function ErrorSystemPageRoute(props: Props) {
  const { context, page, t, texts } = await load(props);
  const link = await linkContextFor(context, page?.modules);
  return (
    <>
      <StatusPageBreadcrumbs status="error" title={texts.breadcrumb} />
      <ErrorPageLayout
        overline={texts.overline}
        title={texts.title}
        notice={t("text")}
        homeLinkText={t("homeLink")}
        homeHref={localizePath("/", link)}
      />
      {page ? (
        <ModuleList modules={page.modules} context={{ link, language: context.locale.language }} />
      ) : null}
    </>
  );
}
