import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { ModuleList, opensWithHero } from "@/components/content/module-list";
import { EditorPageMarker } from "@/components/editor/editor-page-marker";
import { ContentPageBreadcrumbs } from "@/components/layout/content-page-breadcrumbs";
import { LanguageBanner } from "@/components/layout/language-banner";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { config } from "@/lib/config";
import { hasPublishedVersion } from "@/lib/content/has-published-version";
import { loadContentPage } from "@/lib/content/load-content-page";
import { loadModuleData } from "@/lib/module-data/load-module-data";
import { localizePath } from "@/lib/navigation/localize-path";
import { isNotFoundRoute } from "@/lib/routing/route-table";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";
import { linkContextFor } from "@/lib/catalogue/link-context-for";
import { themeOrDefault } from "@/lib/site/themes";

async function load(params: PageProps<"/[siteSegment]/[locale]/[[...path]]">["params"]) {
  const { siteSegment, locale: localeCode, path = [] } = await params;
  return loadContentPage(siteSegment, localeCode, path);
}

async function loadNotFound(params: PageProps<"/[siteSegment]/[locale]/[[...path]]">["params"]) {
  const { siteSegment, locale: localeCode, path = [] } = await params;
  if (!isNotFoundRoute(path)) return null;
  return (await getSiteContextForSegment(siteSegment, localeCode)) ?? notFound();
}

export async function generateMetadata({
  params,
}: PageProps<"/[siteSegment]/[locale]/[[...path]]">): Promise<Metadata> {
  const missing = await loadNotFound(params);
  if (missing) {
    const t = await getTranslations({ locale: missing.locale.language });
    const title = t("Layout.brandSuffix", { title: t("NotFound.title"), brand: missing.brand });
    return { title, robots: { index: false } };
  }
  const { context, item, page } = await load(params);
  const t = await getTranslations({ locale: context.locale.language, namespace: "Layout" });
  const title = t("brandSuffix", { title: page.title, brand: context.brand });
  return {
    title,
    ...pageMetadata({
      context,
      path: item.unlocalizedUrl ?? "/",
      page,
      title,
      siteUrl: config.siteUrl,
    }),
    robots: page.seo.noIndex ? { index: false } : undefined,
  };
}

export default async function ContentPage({
  params,
  searchParams,
}: PageProps<"/[siteSegment]/[locale]/[[...path]]">) {
  if (await loadNotFound(params)) return <NotFoundContent />;
  const { context, item, page } = await load(params);
  const [moduleData, linkContext] = await Promise.all([
    loadModuleData(page.modules, context.request, searchParams),
    linkContextFor(context, page.modules),
  ]);
  return (
    <article
      lang={page.contentLanguage === context.locale.language ? undefined : page.contentLanguage}
      data-theme={themeOrDefault(page.theme)}
      // Header options (spec 000 §3): app/globals.css applies them to the layout's header.
      data-header-theme={themeOrDefault(page.header.theme)}
      data-header-hidden={page.header.hidden}
    >
      {context.variant.isEditor ? (
        <EditorPageMarker
          id={page.id}
          isPublished={
            context.variant.stage === "PUBLISHED" ||
            (page.isPublished && (await hasPublishedVersion(page.id, context.request.cache)))
          }
        />
      ) : null}
      <LanguageBanner context={context} page={page} path={item.unlocalizedUrl ?? "/"} />
      <ContentPageBreadcrumbs context={context} item={item} />
      {opensWithHero(page.modules) ? null : (
        <h1 className="mx-auto max-w-7xl px-4 pt-12 text-4xl font-extrabold tracking-tight sm:px-6">
          {page.title}
        </h1>
      )}
      <ModuleList
        modules={page.modules}
        context={{
          link: linkContext,
          language: context.locale.language,
          page: {
            path: localizePath(item.unlocalizedUrl ?? "/", linkContext),
            data: moduleData,
          },
        }}
      />
    </article>
  );
}
