import "server-only";

import { notFound } from "next/navigation";
import { cache } from "react";

import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

import { getStoryAuthor } from "./get-story-author";
import { getStoryContacts } from "./get-story-contacts";

/** The contacts overview and its metadata share one read per request. */
export const loadStoryContacts = cache(async function loadStoryContacts(
  siteSegment: string,
  localeCode: string,
) {
  const context = (await getSiteContextForSegment(siteSegment, localeCode)) ?? notFound();
  return { context, contacts: await getStoryContacts(context.request) };
});

/** An author page and its metadata share the read proxy.ts's route check made. */
export const loadStoryAuthor = cache(async function loadStoryAuthor(
  siteSegment: string,
  localeCode: string,
  slug: string,
) {
  const context = (await getSiteContextForSegment(siteSegment, localeCode)) ?? notFound();
  return { context, author: await getStoryAuthor(slug, context.request) };
});

export type LoadedStoryContacts = Awaited<ReturnType<typeof loadStoryContacts>>;
export type LoadedStoryAuthor = Awaited<ReturnType<typeof loadStoryAuthor>>;
