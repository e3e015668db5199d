import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import type { RelatedStory } from "@/lib/catalogue/get-related-stories";
import { localizePath, type PathPrefix } from "@/lib/navigation/localize-path";

import { CatalogueSection } from "./catalogue-section";

/** Stories of the content system about this product, linking to /stories/{slug}. */
export function RelatedStories({
  stories,
  prefix,
}: {
  stories: RelatedStory[];
  prefix: PathPrefix;
}) {
  const t = useTranslations("Catalogue");
  if (stories.length === 0) return null;
  return (
    <CatalogueSection id="stories" title={t("stories")}>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {stories.map((story) => (
          <li key={story.id} className="rounded-lg border border-steel-200 p-4">
            <AppLink
              href={localizePath(`/stories/${story.slug}`, prefix)}
              className="font-bold text-navy-900 hover:underline"
            >
              {story.title}
            </AppLink>
            {story.leadText ? (
              <p className="mt-2 text-sm text-steel-700">{story.leadText}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </CatalogueSection>
  );
}
