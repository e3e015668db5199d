import "server-only";

import { type SectionFieldsFragment, SectionsByIdsDocument } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";
import { createLogger } from "@/lib/log/logger";

const log = createLogger("sections");

export type Section = SectionFieldsFragment;

function emptySection(id: string): Section {
  return { id, title: "", links: [] };
}

/**
 * Navigation sections in the order asked for. A section the content system did not return
 * (deleted, unpublished, not in this stage) failed to load: it is warned about and answered as
 * an empty section (spec 000 §8), so one broken section never empties the whole menu.
 */
export async function getSections(ids: string[], request: ContentRequest): Promise<Section[]> {
  const raw = await readContent(
    SectionsByIdsDocument,
    { ids, locales: toContentLocales(request.locales), stage: request.stage },
    request,
  );
  const byId = new Map(raw.sections.map((section) => [section.id, section]));
  return ids.map((id) => {
    const section = byId.get(id);
    if (section) return section;
    log.warn(`Section ${id} did not load (${request.stage}); answering an empty section`);
    return emptySection(id);
  });
}
