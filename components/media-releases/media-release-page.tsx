import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ModuleList } from "@/components/content/module-list";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { SectionBreadcrumbs } from "@/components/layout/section-breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { ShareButton } from "@/components/share/share-button";
import { config } from "@/lib/config";
import type { LoadedMediaRelease } from "@/lib/content/media-releases/load-media-releases";
import { articleJsonLd } from "@/lib/seo/article-json-ld";
import { publicBase, publicUrl } from "@/lib/seo/public-url";
import { sectionPageMetadata } from "@/lib/seo/section-page-metadata";

import { MediaReleaseDateline } from "./media-release-dateline";

export async function mediaReleaseMetadata({
  context,
  release,
}: LoadedMediaRelease): Promise<Metadata> {
  const t = await getTranslations({ locale: context.locale.language });
  if (!release) {
    return {
      title: t("Layout.brandSuffix", { title: t("NotFound.title"), brand: context.brand }),
      robots: { index: false },
    };
  }
  return sectionPageMetadata({
    context,
    path: `/media-releases/${release.slug}`,
    title: t("Layout.brandSuffix", {
      title: release.seo?.title ?? release.title,
      brand: context.brand,
    }),
    description: release.seo?.description ?? release.leadText,
    languages: release.localizations.map((localization) => localization.locale),
    siteUrl: config.siteUrl,
  });
}

/** /media-releases/{slug}: the release with its modules and a share button. */
export async function MediaReleasePage({ context, release, linkContext }: LoadedMediaRelease) {
  if (!release) return <NotFoundContent />;
  const t = await getTranslations("MediaReleases");
  const language = context.locale.language;
  const path = `/media-releases/${release.slug}`;
  const base = publicBase(context.site, config.siteUrl);
  const shareUrl = publicUrl(path, context.locale.urlCode, base);
  return (
    <article lang={release.locale === language ? undefined : release.locale}>
      <SectionBreadcrumbs
        context={context}
        entries={[
          { title: t("title"), path: "/media-releases" },
          { title: release.title, path },
        ]}
      />
      <header className="mx-auto max-w-4xl px-4 pt-12 sm:px-6">
        <MediaReleaseDateline release={release} language={language} adhocLabel={t("adhocBadge")} />
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{release.title}</h1>
        {release.leadText ? (
          <p className="mt-4 text-xl text-steel-700">{release.leadText}</p>
        ) : null}
        <div className="mt-6">
          <ShareButton title={release.title} url={shareUrl} />
        </div>
      </header>
      <JsonLd
        data={articleJsonLd({
          type: "NewsArticle",
          headline: release.title,
          description: release.leadText,
          url: shareUrl,
          datePublished: release.publicationDate,
          authors: [],
          image: null,
          publisher: context.brand,
          language: release.locale,
        })}
      />
      <ModuleList
        modules={release.modules}
        context={{
          link: linkContext,
          language: context.locale.language,
        }}
      />
    </article>
  );
}
