"use client";

import { useEffect } from "react";

import { useEditorPage } from "@/stores/editor-page";

/** Tells the editor toolbar (in the layout) which content page is on screen. Renders nothing. */
export function EditorPageMarker({ id, isPublished }: { id: string; isPublished: boolean }) {
  const setPage = useEditorPage((state) => state.setPage);
  useEffect(() => {
    setPage({ id, isPublished });
    return () => setPage(null);
  }, [id, isPublished, setPage]);
  return null;
}
