/**
 * Spec 000 §3: a capability's slug comes from its name: accents removed, lower-cased,
 * punctuation dropped, words joined with hyphens ("Crimp-force monitoring" → crimp-force-monitoring,
 * "Präzision & Qualität" → prazision-qualitat).
 */
export function capabilitySlug(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      // Dashes of any kind separate words like spaces; other punctuation just goes.
      .replace(/\p{Pd}/gu, " ")
      .replace(/[^\p{L}\p{N}\s]/gu, "")
      .split(/\s+/)
      .filter(Boolean)
      .join("-")
  );
}
