import type { Metadata } from "next";

import { StoryContactsPage, storyContactsMetadata } from "@/components/stories/story-contacts-page";

type Props = PageProps<"/[site]/[locale]/stories/contacts">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await params;
  return storyContactsMetadata(site, locale);
}

/** /{locale}/stories/contacts */
export default async function Page({ params }: Props) {
  const { site, locale } = await params;
  return <StoryContactsPage site={site} locale={locale} />;
}
