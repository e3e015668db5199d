"use client";

import { create } from "zustand";
import { persist } from "zustand/middleware";

import { markNewsFeedRead } from "@/lib/news-feed/read-state";

import { validatedStorage } from "./validated-storage";

/** Spec 000 §7: the local storage key that holds the latest read news item. */
const NEWS_FEED_READ_KEY = "ferrion.news-feed-last-read";

interface NewsFeedReadState {
  /** The id of the newest item when the visitor last opened the feed (stored). */
  lastReadId: string | null;
  /** The id of the newest item now, once loaded (not stored). */
  firstItemId: string | null;
  setFirstItemId: (id: string | null) => void;
  markRead: () => void;
}

export const useNewsFeedReadState = create<NewsFeedReadState>()(
  persist(
    (set) => ({
      lastReadId: null,
      firstItemId: null,
      setFirstItemId: (firstItemId) => set({ firstItemId }),
      markRead: () =>
        set((state) => ({ lastReadId: markNewsFeedRead(state.firstItemId, state.lastReadId) })),
    }),
    {
      name: NEWS_FEED_READ_KEY,
      storage: validatedStorage(
        () =>
          import("@/lib/news-feed/read-state-schema").then(
            (module) => module.newsFeedReadStateSchema,
          ),
        "news feed read state",
      ),
      partialize: (state) => ({ lastReadId: state.lastReadId }),
      // Reading the stored state waits for its check: the feed read meanwhile is the newer state.
      merge: (stored, current) => ({
        ...current,
        lastReadId:
          current.lastReadId ??
          (stored as { lastReadId?: string | null } | undefined)?.lastReadId ??
          null,
      }),
      skipHydration: true,
    },
  ),
);
