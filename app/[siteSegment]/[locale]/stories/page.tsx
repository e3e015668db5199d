import type { Metadata } from "next";

import { StoriesListPage, storiesListMetadata } from "@/components/stories/stories-list-page";
import { loadStoriesListPage } from "@/lib/content/stories/load-stories-list";

type Props = PageProps<"/[siteSegment]/[locale]/stories">;

async function load({ params, searchParams }: Props) {
  const { siteSegment, locale } = await params;
  return loadStoriesListPage(siteSegment, locale, await searchParams);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return storiesListMetadata(await load(props));
}

/** /{locale}/stories?category={slug}&page={n} */
export default async function Page(props: Props) {
  return <StoriesListPage {...await load(props)} />;
}
