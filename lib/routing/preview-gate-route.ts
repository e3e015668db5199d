/**
 * The internal route of the preview password form (app/preview-gate/[language]), which proxy.ts
 * rewrites every page of a locked site to. Its own root layout: a locked site shows nothing of
 * its navigation.
 */
export const PREVIEW_GATE_ROUTE = "preview-gate";
