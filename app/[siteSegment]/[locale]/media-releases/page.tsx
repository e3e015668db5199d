import type { Metadata } from "next";

import {
  MediaReleasesListPage,
  mediaReleasesListMetadata,
} from "@/components/media-releases/media-releases-list-page";
import { loadMediaReleasesListPage } from "@/lib/content/media-releases/load-media-releases";

type Props = PageProps<"/[siteSegment]/[locale]/media-releases">;

async function load({ params, searchParams }: Props) {
  const { siteSegment, locale } = await params;
  return loadMediaReleasesListPage(siteSegment, locale, await searchParams);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return mediaReleasesListMetadata(await load(props));
}

/** /{locale}/media-releases?adhoc=true|false&year={yyyy}&page={n} */
export default async function Page(props: Props) {
  return <MediaReleasesListPage {...await load(props)} />;
}
