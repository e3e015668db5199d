import type { Metadata } from "next";

import { StoriesListPage, storiesListMetadata } from "@/components/stories/stories-list-page";

type Props = PageProps<"/[siteSegment]/[locale]/stories">;

async function listParams({ params, searchParams }: Props) {
  const { siteSegment, locale } = await params;
  return { siteSegment, locale, searchParams: await searchParams };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return storiesListMetadata(await listParams(props));
}

/** /{locale}/stories?category={slug}&page={n} */
export default async function Page(props: Props) {
  return <StoriesListPage params={await listParams(props)} />;
}
