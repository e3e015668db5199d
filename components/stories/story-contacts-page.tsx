import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { SectionBreadcrumbs } from "@/components/layout/section-breadcrumbs";
import { config } from "@/lib/config";
import type { LoadedStoryContacts } from "@/lib/content/stories/load-story-contacts";
import { sectionPageMetadata } from "@/lib/seo/section-page-metadata";

import { StoryContactCard } from "./story-contact-card";
import { storyContactsTrail } from "./story-contacts-trail";

export async function storyContactsMetadata({ context }: LoadedStoryContacts): Promise<Metadata> {
  const t = await getTranslations({ locale: context.locale.language });
  return sectionPageMetadata({
    context,
    path: "/stories/contacts",
    title: t("Layout.brandSuffix", { title: t("Stories.contactsTitle"), brand: context.brand }),
    description: t("Stories.contactsIntro"),
    siteUrl: config.siteUrl,
  });
}

/** /stories/contacts: everyone who writes our stories, each leading to their author page. */
export async function StoryContactsPage({ context, contacts }: LoadedStoryContacts) {
  const t = await getTranslations("Stories");
  const prefix = { localeUrlCode: context.locale.urlCode, siteSlug: context.site.slug };
  return (
    <article>
      <SectionBreadcrumbs context={context} entries={await storyContactsTrail()} />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight">{t("contactsTitle")}</h1>
        <p className="mt-4 max-w-3xl text-lg text-steel-700">{t("contactsIntro")}</p>
        <ul className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2">
          {contacts.map((contact) => (
            <li key={contact.id}>
              <StoryContactCard contact={contact} prefix={prefix} headingLevel={2} />
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
