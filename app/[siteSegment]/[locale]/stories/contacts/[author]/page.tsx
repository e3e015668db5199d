import type { Metadata } from "next";

import { StoryAuthorPage, storyAuthorMetadata } from "@/components/stories/story-author-page";
import { loadStoryAuthor } from "@/lib/content/stories/load-story-contacts";

type Props = PageProps<"/[siteSegment]/[locale]/stories/contacts/[author]">;

async function load({ params }: Props) {
  const { siteSegment, locale, author } = await params;
  return loadStoryAuthor(siteSegment, locale, author);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return storyAuthorMetadata(await load(props));
}

/** /{locale}/stories/contacts/{author} */
export default async function Page(props: Props) {
  return <StoryAuthorPage {...await load(props)} />;
}
