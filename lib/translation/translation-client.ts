import "server-only";

import { z } from "zod";

import { config } from "@/lib/config";
import { TRANSLATION_STATES, type TranslationTarget } from "@/lib/editor/translation-state";
import { BackendUnavailableError } from "@/lib/http/http-errors";
import { createHttpFetch } from "@/lib/http/http-fetch";

export const TRANSLATION_BACKEND = "translation service";

const httpFetch = createHttpFetch({
  backend: TRANSLATION_BACKEND,
  timeoutMs: config.httpTimeoutMs,
});

const answerSchema = z.object({
  sourceLanguage: z.string(),
  targetLanguages: z.array(
    z.object({
      id: z.string(),
      language: z.string(),
      translationState: z.enum(TRANSLATION_STATES),
      exportedAt: z.string().nullable(),
      importedAt: z.string().nullable(),
    }),
  ),
});

interface PageTranslation {
  sourceLanguage: string;
  targetLanguages: TranslationTarget[];
}

type TranslationAction = "state" | "start" | "reset";

/**
 * Asks the translation service about one page's targets (spec 000 §7): read the state, start the
 * translation (export) or reset it. The page's source and target languages come from the CMS.
 */
export async function callTranslationService(
  action: TranslationAction,
  pageId: string,
  languages: { sourceLanguage: string; targetLanguages: string[] },
): Promise<PageTranslation> {
  const response = await httpFetch(
    `${config.translation.apiUrl}/pages/${encodeURIComponent(pageId)}/${action}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(languages),
    },
  );
  if (!response.ok) {
    await response.body?.cancel();
    throw new BackendUnavailableError(TRANSLATION_BACKEND, `answered ${response.status}`);
  }
  const parsed = answerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    throw new BackendUnavailableError(TRANSLATION_BACKEND, "answered an unexpected shape");
  }
  return parsed.data;
}
