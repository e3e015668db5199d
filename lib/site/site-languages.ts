import type { Site } from "./types";

/** Every site speaks these unless a tweak removes one. */
const BASE_LANGUAGES = ["en", "de"] as const;

/** Spec 001 §9, site-specific locale tweaks, by the site's technical name or slug. */
const TWEAKS: Record<string, { add?: string[]; remove?: string[] }> = {
  ferrion: { add: ["fr"] },
  "north-america-events": { add: ["es"], remove: ["de"] },
  "brand-portal": { remove: ["de"] },
  "revolution-im-schaltschrankbau": { remove: ["en"] },
};

/** Every language some site is offered in: each needs UI texts of its own (messages/{language}.json). */
export const OFFERED_LANGUAGES: readonly string[] = [
  ...new Set([...BASE_LANGUAGES, ...Object.values(TWEAKS).flatMap((tweak) => tweak.add ?? [])]),
];

/** The languages a site is offered in, in a stable order. */
export function siteLanguages(site: Pick<Site, "slug" | "technicalName">): string[] {
  const tweak = TWEAKS[site.slug ?? ""] ?? TWEAKS[site.technicalName] ?? {};
  const languages = new Set<string>([...BASE_LANGUAGES, ...(tweak.add ?? [])]);
  for (const language of tweak.remove ?? []) languages.delete(language);
  return [...languages];
}
