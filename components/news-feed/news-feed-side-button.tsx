"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";

import { SIDE_TAB_BADGE_POSITION, SIDE_TAB_NAME } from "@/components/layout/side-tab-classes";
import { ActionButton } from "@/components/ui/action-button";
import { Icon } from "@/components/ui/icon";
import { inOwnTask } from "@/lib/client/in-own-task";
import { whenIdle } from "@/lib/client/when-idle";
import { fetchNewestNewsItemId } from "@/lib/news-feed/fetch-newest-item-id";
import { isNewsFeedUnread } from "@/lib/news-feed/read-state";
import { useNewsFeedReadState } from "@/stores/news-feed-read-state";

/**
 * The news tab on the right edge: opens the news feed panel and shows a marker while the newest
 * item is not the one the visitor last read (spec 000 §4). The marker is known only in the
 * browser, after hydration, so the shared page HTML never carries it.
 */
export function NewsFeedSideButton({ className }: { className: string }) {
  const t = useTranslations("NewsFeed");
  const language = useLocale();
  const isUnread = useNewsFeedReadState((state) =>
    isNewsFeedUnread(state.firstItemId, state.lastReadId),
  );

  useEffect(() => {
    const cancelRead = inOwnTask(() => void useNewsFeedReadState.persist.rehydrate());
    const controller = new AbortController();
    // The check waits until the page is idle: the marker is not needed for the first paint.
    const cancel = whenIdle(() => {
      fetchNewestNewsItemId(language, controller.signal)
        .then((id) => useNewsFeedReadState.getState().setFirstItemId(id))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn("The news feed could not be checked", error);
        });
    });
    return () => {
      cancelRead();
      cancel();
      controller.abort();
    };
  }, [language]);

  return (
    <ActionButton
      action="open-news-feed-panel"
      className={className}
      label={isUnread ? t("buttonUnread") : t("button")}
      testId="news-feed-button"
    >
      <Icon name="news" size={16} />
      <span aria-hidden="true" className={SIDE_TAB_NAME}>
        {t("button")}
      </span>
      {isUnread ? (
        <span
          data-testid="news-feed-unread-marker"
          aria-hidden="true"
          className={`size-2.5 rounded-full bg-white ring-2 ring-copper-600 ${SIDE_TAB_BADGE_POSITION}`}
        />
      ) : null}
    </ActionButton>
  );
}
