import type { Metadata } from "next";

import { StoryAuthorPage, storyAuthorMetadata } from "@/components/stories/story-author-page";

type Props = PageProps<"/[siteSegment]/[locale]/stories/contacts/[author]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storyAuthorMetadata(await params);
}

/** /{locale}/stories/contacts/{author} */
export default async function Page({ params }: Props) {
  return <StoryAuthorPage params={await params} />;
}
