import type { CacheMode } from "@/lib/cache/cache-mode";
import type { StageChoice } from "@/lib/editor/page-stage";
import type { PreviewGate } from "@/lib/editor/preview-gate";
import type { ReleaseToggle } from "@/lib/editor/release-toggle";
import type { EditorTokenCheck } from "@/lib/editor/signed-token";

/** What proxy.ts decided about the person asking, before it looks at the path. */
export interface RequestVariant {
  editor: EditorTokenCheck;
  /** Whether the request carried an editor cookie at all (a bad one is cleared). */
  hasEditorCookie: boolean;
  stage: StageChoice;
  release: ReleaseToggle;
  gate: PreviewGate;
  cacheMode: CacheMode;
}

/**
 * Whether a rendered page is the same for every visitor, so the server may keep it for the next
 * one (server/page-cache). Never an editor's render (drafts, the toolbar), a next-release render,
 * a locked site's password form, or `?cache=false`. A fresh read (`?cache=clear`) is the same
 * page as a default one.
 */
export function isSharedRender(variant: RequestVariant): boolean {
  return (
    variant.cacheMode !== "bypass" &&
    !variant.editor.valid &&
    !variant.release.isOn &&
    !variant.gate.isLocked
  );
}
