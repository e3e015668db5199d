import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { EmptyList } from "@/components/lists/empty-list";
import { ListPageFrame } from "@/components/lists/list-page-frame";
import { listPageMetadata } from "@/components/lists/list-page-metadata";
import { Pagination } from "@/components/lists/pagination";
import { AppLink } from "@/components/ui/app-link";
import type { LoadedStoriesList } from "@/lib/content/stories/load-stories-list";
import { STORIES_PAGE_SIZE } from "@/lib/content/stories/story-list-query";
import { systemPageIntro } from "@/lib/content/system-page-intro";
import { localizePath } from "@/lib/navigation/localize-path";
import { listHref, pageCount } from "@/lib/paging/list-paging";

import { CategoryFilter } from "./category-filter";
import { StoryCard } from "./story-card";

export function storiesListMetadata({ context, data }: LoadedStoriesList): Promise<Metadata> {
  return listPageMetadata({
    context,
    systemPage: data.systemPage,
    path: "/stories",
    titleKey: "Stories.title",
  });
}

/** /stories: the newest stories first, filtered by category, a page at a time (spec 000 §2). */
export async function StoriesListPage({ context, query, data, linkContext }: LoadedStoriesList) {
  const t = await getTranslations("Stories");
  const prefix = { localeUrlCode: context.locale.urlCode, siteSlug: context.site.slug };
  const base = localizePath("/stories", prefix);
  const pages = pageCount(data.total, STORIES_PAGE_SIZE);
  const hrefFor = (category: string | null, page = 1) =>
    listHref(base, [
      ["category", category],
      ["page", page],
    ]);
  const intro = systemPageIntro(data.systemPage, context.locale.language, t("title"));
  return (
    <ListPageFrame
      context={context}
      systemPage={data.systemPage}
      linkContext={linkContext}
      path="/stories"
      intro={intro}
      width="max-w-7xl"
    >
      <p className="mt-4 text-steel-700">
        <AppLink
          href={localizePath("/stories/contacts", prefix)}
          className="font-semibold text-theme-link underline"
        >
          {t("contactsLink")}
        </AppLink>
      </p>
      <CategoryFilter
        categories={data.categories}
        current={query.category}
        hrefFor={(category) => hrefFor(category)}
      />
      <p className="mt-6 text-sm text-steel-700" data-testid="story-count">
        {t("count", { count: data.total })}
      </p>
      {data.stories.length === 0 ? (
        <EmptyList
          text={data.total === 0 ? t("empty") : t("emptyPage")}
          linkText={data.total === 0 ? t("showAll") : t("firstPage")}
          href={data.total === 0 ? hrefFor(null) : hrefFor(query.category)}
        />
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {data.stories.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} prefix={prefix} language={context.locale.language} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={query.page}
        pageCount={pages}
        hrefFor={(page) => hrefFor(query.category, page)}
      />
    </ListPageFrame>
  );
}
