import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import type { SystemPageIntroFieldsFragment } from "@/graphql/generated/content";
import { config } from "@/lib/config";
import { systemPageIntro } from "@/lib/content/system-page-intro";
import { sectionPageMetadata } from "@/lib/seo/section-page-metadata";
import type { SiteContext } from "@/lib/site-context/get-site-context";

/**
 * A list page's metadata (stories, media releases): named as its page is, described by its
 * system page's SEO description.
 */
export async function listPageMetadata({
  context,
  systemPage,
  path,
  titleKey,
}: {
  context: SiteContext;
  systemPage: SystemPageIntroFieldsFragment | null;
  path: string;
  /** The interface's name of the list, for a system page in another language or none. */
  titleKey: "Stories.title" | "MediaReleases.title";
}): Promise<Metadata> {
  const t = await getTranslations({ locale: context.locale.language });
  const { title } = systemPageIntro(systemPage, context.locale.language, t(titleKey));
  return sectionPageMetadata({
    context,
    path,
    title: t("Layout.brandSuffix", { title, brand: context.brand }),
    description: systemPage?.seo?.description ?? null,
    siteUrl: config.siteUrl,
  });
}
