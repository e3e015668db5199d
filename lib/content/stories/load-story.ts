import "server-only";

import { cache } from "react";

import { sectionSiteContext } from "@/lib/site/section-site-context";

import { getStory } from "./get-story";

/** A story page and its metadata share one read, the one proxy.ts's route check made. */
export const loadStory = cache(async function loadStory(
  siteSegment: string,
  localeCode: string,
  slug: string,
) {
  const context = await sectionSiteContext(siteSegment, localeCode);
  return { context, story: await getStory(slug, context.request) };
});
