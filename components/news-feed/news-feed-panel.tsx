"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";

import { SidePanel } from "@/components/panels/side-panel";
import type { PathPrefix } from "@/lib/navigation/localize-path";
import { fetchNewsFeedPage } from "@/lib/news-feed/fetch-news-feed-page";
import { useNewsFeedReadState } from "@/stores/news-feed-read-state";
import { useOpenPanel } from "@/stores/open-panel";

import { NewsFeedItemView } from "./news-feed-item-view";

const BUTTON =
  "w-full rounded border-2 border-navy-900 px-4 py-2 font-semibold hover:bg-steel-50 disabled:opacity-60";

/**
 * The news feed panel (spec 000 §2): ten items at a time, newest first, more by cursor. Opening
 * it marks the feed as read: the newest item's id is stored (spec 000 §4).
 */
export function NewsFeedPanel({ prefix }: { prefix: PathPrefix }) {
  const t = useTranslations("NewsFeed");
  const language = useLocale();
  const isOpen = useOpenPanel((state) => state.open === "news-feed");
  const close = useOpenPanel((state) => state.close);
  const feed = useInfiniteQuery({
    queryKey: ["news-feed", language],
    queryFn: ({ pageParam, signal }) => fetchNewsFeedPage(language, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: isOpen,
    staleTime: 60_000,
  });
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const firstItemId = feed.data?.pages[0]?.items[0]?.id ?? null;
  const listRef = useRef<HTMLOListElement>(null);
  // The button may vanish with the last page: focus moves to the first of the new items.
  const focusIndexRef = useRef<number | null>(null);
  const shownCount = items.length;

  useEffect(() => {
    const index = focusIndexRef.current;
    if (index === null || shownCount <= index) return;
    focusIndexRef.current = null;
    listRef.current?.querySelectorAll<HTMLElement>("article")[index]?.focus();
  }, [shownCount]);

  function loadMore() {
    focusIndexRef.current = shownCount;
    void feed.fetchNextPage();
  }

  useEffect(() => {
    if (!isOpen || firstItemId === null) return;
    const readState = useNewsFeedReadState.getState();
    readState.setFirstItemId(firstItemId);
    readState.markRead();
  }, [isOpen, firstItemId]);

  return (
    <SidePanel isOpen={isOpen} onClose={close} title={t("title")} testId="news-feed-panel">
      {feed.isPending ? (
        <p role="status">{t("loading")}</p>
      ) : feed.isError && items.length === 0 ? (
        <div role="alert">
          <p>{t("loadFailed")}</p>
          <button type="button" className={`${BUTTON} mt-4`} onClick={() => void feed.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <>
          {/* A link that leads to a page of the site closes the panel on its way there. */}
          <ol
            ref={listRef}
            aria-label={t("listLabel")}
            onClick={(event) => {
              const target = event.target;
              if (target instanceof Element && target.closest("a[href^='/']")) close();
            }}
          >
            {items.map((item) => (
              <li key={item.id}>
                <NewsFeedItemView item={item} prefix={prefix} />
              </li>
            ))}
          </ol>
          <p role="status" className="sr-only">
            {t("shown", { count: items.length })}
          </p>
          {feed.hasNextPage ? (
            <button
              type="button"
              className={`${BUTTON} mt-4`}
              disabled={feed.isFetchingNextPage}
              onClick={loadMore}
            >
              {feed.isFetchingNextPage ? t("loading") : t("loadMore")}
            </button>
          ) : (
            <p className="mt-4 text-center text-sm text-steel-700">{t("end")}</p>
          )}
          {feed.isFetchNextPageError ? (
            <p role="alert" className="mt-2 text-sm">
              {t("loadFailed")}
            </p>
          ) : null}
        </>
      )}
    </SidePanel>
  );
}
