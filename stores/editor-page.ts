"use client";

import { create } from "zustand";

interface EditorPage {
  id: string;
  isPublished: boolean;
}

interface EditorPageState {
  /** The content page on screen, for the editor toolbar; null on other pages. */
  page: EditorPage | null;
  setPage: (page: EditorPage | null) => void;
}

export const useEditorPage = create<EditorPageState>()((set) => ({
  page: null,
  setPage: (page) => set({ page }),
}));
