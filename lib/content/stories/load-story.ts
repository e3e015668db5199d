import "server-only";

import { notFound } from "next/navigation";
import { cache } from "react";

import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

import { getStory } from "./get-story";

/** A story page and its metadata share one read, the one proxy.ts's route check made. */
export const loadStory = cache(async function loadStory(
  siteSegment: string,
  localeCode: string,
  slug: string,
) {
  const context = (await getSiteContextForSegment(siteSegment, localeCode)) ?? notFound();
  return { context, story: await getStory(slug, context.request) };
});

export type LoadedStory = Awaited<ReturnType<typeof loadStory>>;
