export const TRANSLATION_STATES = ["Translated", "MarkedForTranslation", "InProgress"] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** Spec 000 §3 Translation target. */
export interface TranslationTarget {
  id: string;
  language: string;
  translationState: TranslationState;
  exportedAt: string | null;
  importedAt: string | null;
}

/**
 * Spec 000 §4: Translated if all targets are translated; InProgress if any is in progress;
 * otherwise MarkedForTranslation. A page without targets has nothing to translate: Translated.
 */
export function overallTranslationState(
  targets: ReadonlyArray<Pick<TranslationTarget, "translationState">>,
): TranslationState {
  if (targets.every((target) => target.translationState === "Translated")) return "Translated";
  if (targets.some((target) => target.translationState === "InProgress")) return "InProgress";
  return "MarkedForTranslation";
}
