/** Spec 000 §9: the news feed is read ten items at a time. */
export const NEWS_FEED_PAGE_SIZE = 10;

/**
 * Where a news item leads: a target string as navigation items have (an in-app path without
 * locale, http(s)://…, hard:… or action:…), or a CMS page known only by id, which the site
 * finds with `?direct=`.
 */
export type NewsFeedLink =
  | { kind: "target"; target: string; label: string | null }
  | { kind: "page"; pageId: string; label: string | null };

/** Spec 000 §3 News feed item, as GET /api/news-feed answers it. */
export interface NewsFeedItem {
  id: string;
  title: string;
  text: string | null;
  /** ISO date-time. */
  publicationDate: string;
  image: { url: string; alternativeText: string | null } | null;
  link: NewsFeedLink | null;
}

export interface NewsFeedPage {
  items: NewsFeedItem[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
}
