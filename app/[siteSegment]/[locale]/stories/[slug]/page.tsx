import type { Metadata } from "next";

import { StoryPage, storyMetadata } from "@/components/stories/story-page";
import { loadStory } from "@/lib/content/stories/load-story";

type Props = PageProps<"/[siteSegment]/[locale]/stories/[slug]">;

async function load({ params }: Props) {
  const { siteSegment, locale, slug } = await params;
  return loadStory(siteSegment, locale, slug);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return storyMetadata(await load(props));
}

/** /{locale}/stories/{slug} */
export default async function Page(props: Props) {
  return <StoryPage {...await load(props)} />;
}
