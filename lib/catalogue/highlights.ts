import type { Highlight } from "./types";

/** Spec 000 §5: a highlight is shown only with a name and an image or a video. */
export function isShownHighlight(highlight: Highlight): boolean {
  const hasName = Boolean(highlight.name?.trim());
  const hasMedia = highlight.image !== null || Boolean(highlight.videoUrl);
  return hasName && hasMedia;
}

export function shownHighlights(highlights: readonly Highlight[]): Highlight[] {
  return highlights.filter(isShownHighlight);
}
