import { getTranslations } from "next-intl/server";

import { AppLink } from "@/components/ui/app-link";
import { CardImage } from "@/components/ui/card-image";
import type { StoryListItem } from "@/lib/content/stories/get-stories-page";
import { formatPublicationDate } from "@/lib/format/publication-date";
import { localizePath, type PathPrefix } from "@/lib/navigation/localize-path";

/** Spec 000 §3 Story list item: teaser image, category, date, title, lead text and authors. */
export async function StoryCard({
  story,
  prefix,
  language,
  headingLevel = 2,
}: {
  story: StoryListItem;
  prefix: PathPrefix;
  language: string;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations("Stories");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-testid="story-card"
      className="relative flex h-full flex-col overflow-hidden rounded-lg border border-steel-200 bg-white"
    >
      <CardImage asset={story.teaserImage} sizes="(min-width: 768px) 33vw, 100vw" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm text-steel-700">
          {story.category ? (
            <span className="font-semibold text-copper-600">{story.category.name} · </span>
          ) : null}
          <time dateTime={story.publicationDate}>
            {formatPublicationDate(story.publicationDate, language)}
          </time>
        </p>
        <Heading className="text-xl font-bold text-navy-900">
          {/* The whole card is the link's target area; the title names it. */}
          <AppLink
            href={localizePath(`/stories/${story.slug}`, prefix)}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-theme-accent"
          >
            {story.title}
          </AppLink>
        </Heading>
        {story.leadText ? <p className="text-steel-700">{story.leadText}</p> : null}
        {story.storyContacts.length > 0 ? (
          <p className="mt-auto pt-2 text-sm text-steel-700">
            {t("byAuthors", { names: story.storyContacts.map((c) => c.name).join(", ") })}
          </p>
        ) : null}
      </div>
    </article>
  );
}
