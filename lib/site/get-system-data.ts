import "server-only";

import { SystemDataDocument } from "@/graphql/generated/content";
import type { CacheOptions } from "@/lib/cache/cache-mode";
import { readContent } from "@/lib/content-system/read-content";

import { reshapeSystemData } from "./reshape-system-data";
import type { SystemData } from "./types";

const reshaped = new WeakMap<object, SystemData>();

/** Sites, countries and languages; one cached read serves every locale (names come for all). */
export async function getSystemData(cache: CacheOptions): Promise<SystemData> {
  const raw = await readContent(
    SystemDataDocument,
    { locales: ["en"] },
    { stage: "PUBLISHED", locales: ["en"], cache },
  );
  // The raw answer is the cached object, so reshaping once per cache entry is enough.
  let systemData = reshaped.get(raw);
  if (!systemData) {
    systemData = reshapeSystemData(raw);
    reshaped.set(raw, systemData);
  }
  return systemData;
}
