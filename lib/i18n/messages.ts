import de from "@/messages/de.json";
import en from "@/messages/en.json";

export type Messages = typeof en;

/** Languages with their own UI texts; every other language reads English. */
const MESSAGES: Record<string, Messages> = { en, de };

export function messagesFor(language: string): Messages {
  return MESSAGES[language] ?? en;
}
