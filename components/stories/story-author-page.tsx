import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { NotFoundContent } from "@/components/layout/not-found-content";
import { SectionBreadcrumbs } from "@/components/layout/section-breadcrumbs";
import { config } from "@/lib/config";
import type { LoadedStoryAuthor } from "@/lib/content/stories/load-story-contacts";
import { sectionPageMetadata } from "@/lib/seo/section-page-metadata";

import { StoryCard } from "./story-card";
import { StoryContactCard } from "./story-contact-card";
import { storyContactsTrail } from "./story-contacts-trail";

export async function storyAuthorMetadata({
  context,
  author,
}: LoadedStoryAuthor): Promise<Metadata> {
  const t = await getTranslations({ locale: context.locale.language });
  if (!author) {
    return {
      title: t("Layout.brandSuffix", { title: t("NotFound.title"), brand: context.brand }),
      robots: { index: false },
    };
  }
  const { contact } = author;
  return sectionPageMetadata({
    context,
    path: `/stories/contacts/${contact.slug}`,
    title: t("Layout.brandSuffix", { title: contact.name, brand: context.brand }),
    description: contact.position,
    image: contact.image && { ...contact.image, alt: contact.image.alternativeText },
    siteUrl: config.siteUrl,
  });
}

/** /stories/contacts/{author}: the author, how to reach them, and their stories, newest first. */
export async function StoryAuthorPage({ context, author }: LoadedStoryAuthor) {
  if (!author) return <NotFoundContent />;
  const t = await getTranslations("Stories");
  const prefix = { localeUrlCode: context.locale.urlCode, siteSlug: context.site.slug };
  const { contact, stories } = author;
  return (
    <article>
      <SectionBreadcrumbs
        context={context}
        entries={[
          ...(await storyContactsTrail()),
          { title: contact.name, path: `/stories/contacts/${contact.slug}` },
        ]}
      />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight">{contact.name}</h1>
        <div className="mt-6 max-w-xl">
          <StoryContactCard
            contact={contact}
            prefix={prefix}
            linkToAuthor={false}
            headingLevel={2}
          />
        </div>
        <h2 className="mt-12 text-2xl font-bold">{t("storiesBy", { name: contact.name })}</h2>
        {stories.length === 0 ? (
          <p className="mt-4 text-steel-700">{t("noStoriesBy", { name: contact.name })}</p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {stories.map((story) => (
              <li key={story.id}>
                <StoryCard
                  story={story}
                  prefix={prefix}
                  language={context.locale.language}
                  headingLevel={3}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
