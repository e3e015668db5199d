import type { Metadata } from "next";

import {
  MediaReleasePage,
  mediaReleaseMetadata,
} from "@/components/media-releases/media-release-page";

type Props = PageProps<"/[siteSegment]/[locale]/media-releases/[slug]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return mediaReleaseMetadata(await params);
}

/** /{locale}/media-releases/{slug} */
export default async function Page({ params }: Props) {
  return <MediaReleasePage params={await params} />;
}
