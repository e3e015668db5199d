import { getTranslations } from "next-intl/server";

import { AppLink } from "@/components/ui/app-link";
import type { MediaReleasesPage } from "@/lib/content/media-releases/get-media-releases-page";
import { localizePath, type PathPrefix } from "@/lib/navigation/localize-path";

import { MediaReleaseDateline } from "./media-release-dateline";

/** Spec 000 §3 Media release item: date, ad hoc marker, title and lead text. */
export async function MediaReleaseItem({
  release,
  prefix,
  language,
}: {
  release: MediaReleasesPage["releases"][number];
  prefix: PathPrefix;
  language: string;
}) {
  const t = await getTranslations("MediaReleases");
  return (
    <article data-testid="media-release" className="border-b border-steel-200 py-6">
      <MediaReleaseDateline release={release} language={language} adhocLabel={t("adhocBadge")} />
      <h2 className="mt-1 text-xl font-bold text-navy-900">
        <AppLink
          href={localizePath(`/media-releases/${release.slug}`, prefix)}
          className="hover:underline"
        >
          {release.title}
        </AppLink>
      </h2>
      {release.leadText ? <p className="mt-2 text-steel-700">{release.leadText}</p> : null}
    </article>
  );
}
