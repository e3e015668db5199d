import type { Metadata } from "next";

import {
  MediaReleasesListPage,
  mediaReleasesListMetadata,
} from "@/components/media-releases/media-releases-list-page";

type Props = PageProps<"/[siteSegment]/[locale]/media-releases">;

async function listParams({ params, searchParams }: Props) {
  const { siteSegment, locale } = await params;
  return { siteSegment, locale, searchParams: await searchParams };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return mediaReleasesListMetadata(await listParams(props));
}

/** /{locale}/media-releases?adhoc=true|false&year={yyyy}&page={n} */
export default async function Page(props: Props) {
  return <MediaReleasesListPage params={await listParams(props)} />;
}
