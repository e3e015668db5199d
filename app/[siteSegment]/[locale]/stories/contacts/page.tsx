import type { Metadata } from "next";

import { StoryContactsPage, storyContactsMetadata } from "@/components/stories/story-contacts-page";
import { loadStoryContacts } from "@/lib/content/stories/load-story-contacts";

type Props = PageProps<"/[siteSegment]/[locale]/stories/contacts">;

async function load({ params }: Props) {
  const { siteSegment, locale } = await params;
  return loadStoryContacts(siteSegment, locale);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return storyContactsMetadata(await load(props));
}

/** /{locale}/stories/contacts */
export default async function Page(props: Props) {
  return <StoryContactsPage {...await load(props)} />;
}
