import "server-only";

import { notFound } from "next/navigation";
import { cache } from "react";

import { linkContextFor } from "@/lib/catalogue/link-context-for";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

import { getStory } from "./get-story";

/**
 * A story page and its metadata share one read, the one proxy.ts's route check made, and the
 * links of its modules.
 */
export const loadStory = cache(async function loadStory(
  siteSegment: string,
  localeCode: string,
  slug: string,
) {
  const context = (await getSiteContextForSegment(siteSegment, localeCode)) ?? notFound();
  const story = await getStory(slug, context.request);
  return { context, story, linkContext: await linkContextFor(context, story?.modules) };
});

export type LoadedStory = Awaited<ReturnType<typeof loadStory>>;
