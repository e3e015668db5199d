"use client";

import dynamic from "next/dynamic";

/**
 * The toolbar's code (translation state, logging out) loads on editors' pages only: as a static
 * import it would ship with the layout to every visitor (issue 17). Rendered on the server alike.
 */
export const LazyEditorToolbar = dynamic(() =>
  import("./editor-toolbar.client").then((module) => module.EditorToolbarClient),
);
