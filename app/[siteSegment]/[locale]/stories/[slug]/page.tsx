import type { Metadata } from "next";

import { StoryPage, storyMetadata } from "@/components/stories/story-page";

type Props = PageProps<"/[siteSegment]/[locale]/stories/[slug]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storyMetadata(await params);
}

/** /{locale}/stories/{slug} */
export default async function Page({ params }: Props) {
  return <StoryPage params={await params} />;
}
