import type { CacheMode } from "@/lib/cache/cache-mode";
import type { Stage } from "@/lib/editor/page-stage";

/**
 * The first internal route segment (the route parameter `siteSegment`, app/[siteSegment]), written
 * by proxy.ts and read back by lib/site-context/get-site-context only: the site id plus the request's variant
 * — `~nocache` when it bypasses the server cache, `~editor` for a signed-in editor, `~draft` for
 * the editor's DRAFT stage, `~next` while the next-release toggle is on. Carrying the variant in
 * the path (not in headers) keeps layouts and pages free of request-time APIs, so a rendered page
 * can be cached per variant. `~editor` and `~draft` are claims of the proxy only: whatever reads
 * drafts checks the editor cookie again (lib/site-context/get-site-context).
 */
export interface SiteSegment {
  siteId: string;
  cacheMode: CacheMode;
  isEditor: boolean;
  stage: Stage;
  isNextRelease: boolean;
}

const FLAGS = {
  nocache: "nocache",
  editor: "editor",
  draft: "draft",
  next: "next",
} as const;

export function encodeSiteSegment(
  segment: Pick<SiteSegment, "siteId" | "cacheMode"> & Partial<SiteSegment>,
): string {
  const flags = [
    segment.cacheMode === "bypass" ? FLAGS.nocache : null,
    segment.isEditor ? FLAGS.editor : null,
    segment.isEditor && segment.stage === "DRAFT" ? FLAGS.draft : null,
    segment.isNextRelease ? FLAGS.next : null,
  ].filter((flag) => flag !== null);
  return [segment.siteId, ...flags].join("~");
}

export function decodeSiteSegment(segment: string): SiteSegment {
  const [siteId = "", ...flags] = decodeURIComponent(segment).split("~");
  const has = (flag: string) => flags.includes(flag);
  const isEditor = has(FLAGS.editor);
  return {
    siteId,
    cacheMode: has(FLAGS.nocache) ? "bypass" : "default",
    isEditor,
    stage: isEditor && has(FLAGS.draft) ? "DRAFT" : "PUBLISHED",
    isNextRelease: has(FLAGS.next),
  };
}
