import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";

export type Messages = typeof en;

/**
 * Languages with UI texts of their own, each with every key of English (the type checks that;
 * tests/unit/i18n/messages-complete.test.ts also checks arguments and tags, and that every
 * language a site offers is here). Any other language reads English.
 */
const MESSAGES: Readonly<Record<string, Messages>> = { en, de, fr, es };

export const MESSAGE_LANGUAGES = Object.keys(MESSAGES);

/** The language whose texts a page in `language` shows: its own, or English. */
export function textLanguage(language: string): string {
  return Object.hasOwn(MESSAGES, language) ? language : "en";
}

export function messagesFor(language: string): Messages {
  return MESSAGES[textLanguage(language)] ?? en;
}
