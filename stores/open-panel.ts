"use client";

import { create } from "zustand";

type PanelName = "comparison-basket" | "parts-cart" | "news-feed" | "contact";

interface OpenPanelState {
  open: PanelName | null;
  openPanel: (panel: PanelName) => void;
  close: () => void;
  /** The classification group whose products the detail modal compares (over the basket). */
  comparedGroup: string | null;
  compare: (groupSlug: string) => void;
  closeComparison: () => void;
}

/** Which side panel or modal is open; at most one at a time. Not persisted. */
export const useOpenPanel = create<OpenPanelState>()((set) => ({
  open: null,
  openPanel: (panel) => set({ open: panel }),
  close: () => set({ open: null, comparedGroup: null }),
  comparedGroup: null,
  compare: (groupSlug) => set({ comparedGroup: groupSlug }),
  closeComparison: () => set({ comparedGroup: null }),
}));
