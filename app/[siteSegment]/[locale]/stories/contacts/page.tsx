import type { Metadata } from "next";

import { StoryContactsPage, storyContactsMetadata } from "@/components/stories/story-contacts-page";

type Props = PageProps<"/[siteSegment]/[locale]/stories/contacts">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { siteSegment, locale } = await params;
  return storyContactsMetadata(siteSegment, locale);
}

/** /{locale}/stories/contacts */
export default async function Page({ params }: Props) {
  const { siteSegment, locale } = await params;
  return <StoryContactsPage siteSegment={siteSegment} locale={locale} />;
}
