import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { EmptyList } from "@/components/lists/empty-list";
import { ListPageFrame } from "@/components/lists/list-page-frame";
import { listPageMetadata } from "@/components/lists/list-page-metadata";
import { Pagination } from "@/components/lists/pagination";
import type { LoadedMediaReleasesList } from "@/lib/content/media-releases/load-media-releases";
import { MEDIA_RELEASES_PAGE_SIZE } from "@/lib/content/media-releases/media-release-list-query";
import { systemPageIntro } from "@/lib/content/system-page-intro";
import { localizePath } from "@/lib/navigation/localize-path";
import { listHref, pageCount } from "@/lib/paging/list-paging";

import { MediaReleaseFilters } from "./media-release-filters";
import { MediaReleaseItem } from "./media-release-item";

export function mediaReleasesListMetadata({
  context,
  data,
}: LoadedMediaReleasesList): Promise<Metadata> {
  return listPageMetadata({
    context,
    systemPage: data.systemPage,
    path: "/media-releases",
    titleKey: "MediaReleases.title",
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
  const intro = systemPageIntro(data.systemPage, context.locale.language, t("title"));
  return (
    <ListPageFrame
      context={context}
      systemPage={data.systemPage}
      linkContext={linkContext}
      path="/media-releases"
      intro={intro}
      width="max-w-4xl"
    >
      {data.systemPage?.seo?.description ? (
        <p lang={intro.otherLanguage} className="mt-4 text-lg text-steel-700">
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
    </ListPageFrame>
  );
}
