import "server-only";

import type { CacheOptions } from "@/lib/cache/cache-mode";
import type { Stage } from "@/lib/editor/page-stage";

import { type PublicNavigation, readSiteNavigation } from "./get-public-navigation";

interface EditorNavigationRequest {
  siteId: string;
  language: string;
  stage: Stage;
  cache: CacheOptions;
}

/**
 * A site's header and footer navigation as an editor sees it (spec 000 §6): in the chosen stage,
 * with every item, hidden ones and every country's home item included. DRAFT reads are never
 * cached (lib/content-system/read-content).
 */
export function getEditorNavigation(request: EditorNavigationRequest): Promise<PublicNavigation> {
  return readSiteNavigation(request, request.stage, { country: null, isEditor: true });
}
