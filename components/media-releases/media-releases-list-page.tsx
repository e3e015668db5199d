import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ModuleList } from "@/components/content/module-list";
import { SectionBreadcrumbs } from "@/components/layout/section-breadcrumbs";
import { EmptyList } from "@/components/lists/empty-list";
import { Pagination } from "@/components/lists/pagination";
import { config } from "@/lib/config";
import type { LoadedMediaReleasesList } from "@/lib/content/media-releases/load-media-releases";
import { MEDIA_RELEASES_PAGE_SIZE } from "@/lib/content/media-releases/media-release-list-query";
import { systemPageIntro } from "@/lib/content/system-page-intro";
import { localizePath } from "@/lib/navigation/localize-path";
import { listHref, pageCount } from "@/lib/paging/list-paging";
import { sectionPageMetadata } from "@/lib/seo/section-page-metadata";

import { MediaReleaseFilters } from "./media-release-filters";
import { MediaReleaseItem } from "./media-release-item";

export async function mediaReleasesListMetadata({
  context,
  data,
}: LoadedMediaReleasesList): Promise<Metadata> {
  const t = await getTranslations({ locale: context.locale.language });
  const { title } = systemPageIntro(
    data.systemPage,
    context.locale.language,
    t("MediaReleases.title"),
  );
  return sectionPageMetadata({
    context,
    path: "/media-releases",
    title: t("Layout.brandSuffix", { title, brand: context.brand }),
    description: data.systemPage?.seo?.description ?? null,
    siteUrl: config.siteUrl,
  });
}

/** /media-releases: newest first, filtered by ad hoc and year, a page at a time. */
export async function MediaReleasesListPage({
  context,
  query,
  data,
  linkContext,
}: LoadedMediaReleasesList) {
  const t = await getTranslations("MediaReleases");
  const prefix = { localeUrlCode: context.locale.urlCode, siteSlug: context.site.slug };
  const base = localizePath("/media-releases", prefix);
  const hrefFor = (page: number) =>
    listHref(base, [
      ["adhoc", query.adhoc === null ? null : String(query.adhoc)],
      ["year", query.year],
      ["page", page],
    ]);
  const { title, otherLanguage } = systemPageIntro(
    data.systemPage,
    context.locale.language,
    t("title"),
  );
  return (
    <article>
      <SectionBreadcrumbs context={context} entries={[{ title, path: "/media-releases" }]} />
      <section className="mx-auto max-w-4xl px-4 pt-12 pb-6 sm:px-6">
        {data.systemPage?.overline ? (
          <p
            lang={otherLanguage}
            className="font-semibold tracking-wider text-copper-600 uppercase"
          >
            {data.systemPage.overline}
          </p>
        ) : null}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{title}</h1>
        {data.systemPage?.seo?.description ? (
          <p lang={otherLanguage} className="mt-4 text-lg text-steel-700">
            {data.systemPage.seo.description}
          </p>
        ) : null}
        <MediaReleaseFilters action={base} query={query} years={data.years} />
        <p className="mt-6 text-sm text-steel-700" data-testid="media-release-count">
          {t("count", { count: data.total })}
        </p>
        {data.releases.length === 0 ? (
          <EmptyList
            text={data.total === 0 ? t("empty") : t("emptyPage")}
            linkText={data.total === 0 ? t("showAll") : t("firstPage")}
            href={data.total === 0 ? base : hrefFor(1)}
          />
        ) : (
          <ul>
            {data.releases.map((release) => (
              <li key={release.id}>
                <MediaReleaseItem
                  release={release}
                  prefix={prefix}
                  language={context.locale.language}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={query.page}
          pageCount={pageCount(data.total, MEDIA_RELEASES_PAGE_SIZE)}
          hrefFor={hrefFor}
        />
      </section>
      {data.systemPage ? (
        <div lang={otherLanguage}>
          <ModuleList
            modules={data.systemPage.modules}
            context={{
              link: linkContext,
              language: context.locale.language,
            }}
          />
        </div>
      ) : null}
    </article>
  );
}
