import * as z from "@/lib/validation/zod";

import type { NewsFeedPage } from "./news-feed-types";

const linkSchema = z.union([
  z.object({ kind: z.literal("target"), target: z.string(), label: z.nullable(z.string()) }),
  z.object({ kind: z.literal("page"), pageId: z.string(), label: z.nullable(z.string()) }),
]);

const pageSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      text: z.nullable(z.string()),
      publicationDate: z.string(),
      image: z.nullable(z.object({ url: z.string(), alternativeText: z.nullable(z.string()) })),
      link: z.nullable(linkSchema),
    }),
  ),
  nextCursor: z.nullable(z.string()),
});

/** One page of the news feed from the same-origin route, checked before the panel shows it. */
export async function fetchNewsFeedPage(
  language: string,
  after: string | null,
  signal?: AbortSignal,
): Promise<NewsFeedPage> {
  const query = new URLSearchParams({ lang: language });
  if (after) query.set("after", after);
  const response = await fetch(`/api/news-feed?${query.toString()}`, { signal });
  if (!response.ok) throw new Error(`GET /api/news-feed answered ${response.status}`);
  return pageSchema.parse(await response.json());
}
