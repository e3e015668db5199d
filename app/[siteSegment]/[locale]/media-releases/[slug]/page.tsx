import type { Metadata } from "next";

import {
  MediaReleasePage,
  mediaReleaseMetadata,
} from "@/components/media-releases/media-release-page";
import { loadMediaRelease } from "@/lib/content/media-releases/load-media-releases";

type Props = PageProps<"/[siteSegment]/[locale]/media-releases/[slug]">;

async function load({ params }: Props) {
  const { siteSegment, locale, slug } = await params;
  return loadMediaRelease(siteSegment, locale, slug);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return mediaReleaseMetadata(await load(props));
}

/** /{locale}/media-releases/{slug} */
export default async function Page(props: Props) {
  return <MediaReleasePage {...await load(props)} />;
}
