import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ModuleList } from "@/components/content/module-list";
import { SectionBreadcrumbs } from "@/components/layout/section-breadcrumbs";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { JsonLd } from "@/components/seo/json-ld";
import { ShareButton } from "@/components/share/share-button";
import { AppLink } from "@/components/ui/app-link";
import { CmsImage } from "@/components/ui/cms-image";
import { config } from "@/lib/config";
import type { LoadedStory } from "@/lib/content/stories/load-story";
import { formatPublicationDate } from "@/lib/format/publication-date";
import { localizePath } from "@/lib/navigation/localize-path";
import { listHref } from "@/lib/paging/list-paging";
import { articleJsonLd } from "@/lib/seo/article-json-ld";
import { publicBase, publicUrl } from "@/lib/seo/public-url";
import { sectionPageMetadata } from "@/lib/seo/section-page-metadata";

import { StoryContactCard } from "./story-contact-card";
import { StoryFeedbackSection } from "./story-feedback-section";

export async function storyMetadata({ context, story }: LoadedStory): Promise<Metadata> {
  const t = await getTranslations({ locale: context.locale.language });
  if (!story) {
    return {
      title: t("Layout.brandSuffix", { title: t("NotFound.title"), brand: context.brand }),
      robots: { index: false },
    };
  }
  const image = story.teaserImage;
  return sectionPageMetadata({
    context,
    path: `/stories/${story.slug}`,
    title: t("Layout.brandSuffix", {
      title: story.seo?.title ?? story.title,
      brand: context.brand,
    }),
    description: story.seo?.description ?? story.leadText,
    languages: story.localizations.map((localization) => localization.locale),
    image: image && { ...image, alt: image.alternativeText },
    siteUrl: config.siteUrl,
  });
}

/** /stories/{slug}: the article, its modules, its contacts and a share button (spec 000 §2). */
export async function StoryPage({ context, story, linkContext }: LoadedStory) {
  // proxy.ts answers an unknown slug with the 404 page; this is a story deleted in between.
  if (!story) return <NotFoundContent />;
  const t = await getTranslations("Stories");
  const language = context.locale.language;
  const prefix = { localeUrlCode: context.locale.urlCode, siteSlug: context.site.slug };
  const path = `/stories/${story.slug}`;
  const base = publicBase(context.site, config.siteUrl);
  const shareUrl = publicUrl(path, context.locale.urlCode, base);
  return (
    <article lang={story.locale === language ? undefined : story.locale}>
      <SectionBreadcrumbs
        context={context}
        entries={[
          { title: t("title"), path: "/stories" },
          { title: story.title, path },
        ]}
      />
      <header className="mx-auto max-w-4xl px-4 pt-12 sm:px-6">
        <p className="text-sm text-steel-700">
          {story.category ? (
            <AppLink
              href={listHref(localizePath("/stories", prefix), [["category", story.category.slug]])}
              className="font-semibold text-copper-600 hover:underline"
            >
              {story.category.name}
            </AppLink>
          ) : null}
          {story.category ? " · " : null}
          <time dateTime={story.publicationDate}>
            {formatPublicationDate(story.publicationDate, language)}
          </time>
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{story.title}</h1>
        {story.leadText ? <p className="mt-4 text-xl text-steel-700">{story.leadText}</p> : null}
        <div className="mt-6">
          <ShareButton title={story.title} url={shareUrl} />
        </div>
      </header>
      {story.teaserImage ? (
        <div className="mx-auto mt-8 max-w-5xl px-4 sm:px-6">
          <CmsImage
            asset={story.teaserImage}
            preset="breakOut"
            priority
            className="aspect-video w-full rounded-lg object-cover"
          />
        </div>
      ) : null}
      <ModuleList
        modules={story.modules}
        context={{
          link: linkContext,
          language: context.locale.language,
        }}
      />
      <JsonLd
        data={articleJsonLd({
          type: "Article",
          headline: story.title,
          description: story.leadText,
          url: shareUrl,
          datePublished: story.publicationDate,
          authors: story.storyContacts.map((contact) => contact.name),
          image: story.teaserImage ? new URL(story.teaserImage.url, base.origin).href : null,
          publisher: context.brand,
          language: story.locale,
        })}
      />
      {story.storyContacts.length > 0 ? (
        <section aria-labelledby="story-contacts" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <h2 id="story-contacts" className="mb-4 text-2xl font-bold">
            {t("contacts")}
          </h2>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {story.storyContacts.map((contact) => (
              <li key={contact.id}>
                <StoryContactCard contact={contact} prefix={prefix} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <StoryFeedbackSection story={story.slug} language={language} />
    </article>
  );
}
