import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { type EnglishText, englishOnlyTexts, englishTextsShown } from "./english-interface-text";
import { shownTexts } from "./shown-texts";

const messagesOf = (language: string): Record<string, unknown> =>
  JSON.parse(readFileSync(`messages/${language}.json`, "utf8")) as Record<string, unknown>;

/** The style guide (app/style-guide) is English at every address: its samples are no interface. */
function interfaceMessagesOf(language: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messagesOf(language)).filter(([namespace]) => namespace !== "StyleGuide"),
  );
}

const englishOnlyByLanguage = new Map<string, EnglishText[]>();

function englishOnlyFor(language: string): EnglishText[] {
  let texts = englishOnlyByLanguage.get(language);
  if (!texts) {
    texts = englishOnlyTexts(interfaceMessagesOf("en"), interfaceMessagesOf(language));
    englishOnlyByLanguage.set(language, texts);
  }
  return texts;
}

/**
 * The English interface texts a page in another language shows (issue 28), one sentence each,
 * naming the element, where it is and the message it comes from.
 */
export async function englishInterfaceProblems(page: Page): Promise<string[]> {
  const { pageLanguage, texts } = await shownTexts(page);
  if (pageLanguage === "en") return [];
  return englishTextsShown(texts, englishOnlyFor(pageLanguage), pageLanguage).map(
    ({ shown, english }) =>
      `English interface text in ${shown.region}: ${shown.element}${shown.source === "text" ? "" : ` (its ${shown.source})`} shows "${english.phrase}" (${english.key})`,
  );
}
