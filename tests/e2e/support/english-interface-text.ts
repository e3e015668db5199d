import compile from "icu-minify/compile";

/** An English interface text a page in another language must not show. */
export interface EnglishText {
  /** The message's dotted key in messages/en.json, e.g. "UserMenu.logIn". */
  key: string;
  /** A literal part of the English message, without surrounding punctuation. */
  phrase: string;
}

/** A text a page shows or names an element with, as the browser collected it. */
export interface ShownText {
  /** The element, e.g. `<button> "Log in"`, and where it is, e.g. "header". */
  element: string;
  region: string;
  /** Where the text comes from: "text", or the attribute, e.g. "aria-label". */
  source: string;
  text: string;
  /** The element's language (its nearest `lang`), e.g. "en" for content shown in English. */
  language: string;
}

export interface EnglishTextFound {
  shown: ShownText;
  english: EnglishText;
}

// Fewer letters say nothing about a language ("OK", "of", "km").
const MIN_LETTERS = 3;
const EDGE = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
// A count beside a word is still that word ("3 days").
const LETTERS_EDGE = /^[^\p{L}]+|[^\p{L}]+$/gu;

/** Lower case, one kind of apostrophe and space: how a phrase and a page's text are compared. */
function normalized(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
}

/** Every dotted key with its message. */
function messageEntries(node: unknown, prefix = ""): Array<[string, string]> {
  if (typeof node === "string") return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    messageEntries(child, prefix ? `${prefix}.${key}` : key),
  );
}

// icu-minify's compiled form (see tests/unit/i18n/message-shape.ts): a message and each branch of
// a plural or select is a string or a list of strings, `#` (0) and nodes; a node is [argument],
// [argument, kind, branches] for a plural or select, or [tag, ...children].
const POUND = 0;

/**
 * The literal parts of an ICU message as the build compiles it: the text between its arguments
 * and tags, and in each branch of a plural or select; placeholders are left out.
 */
function literalParts(message: string): string[] {
  const compiled = compile(message);
  const parts: string[] = [];
  const visitList = (list: unknown): void => {
    if (typeof list === "string") parts.push(list);
    else if (Array.isArray(list)) list.forEach(visitNode);
  };
  const visitNode = (node: unknown): void => {
    if (typeof node === "string") parts.push(node);
    if (!Array.isArray(node) || node.length < 2) return;
    const [, kind, branches] = node as [string, unknown, unknown];
    if (typeof kind === "number" && kind !== POUND) {
      if (branches && typeof branches === "object") Object.values(branches).forEach(visitList);
    } else node.slice(1).forEach(visitNode);
  };
  visitList(compiled);
  const texts = parts.map((part) => normalized(part.replace(EDGE, ""))).filter(Boolean);
  // Beside an argument, a part of small words says nothing ("in the {place}").
  return typeof compiled === "string"
    ? texts
    : texts.filter((text) => text.split(" ").some((word) => word.length >= 4));
}

const isWholePhraseAt = (text: string, start: number, length: number) =>
  !/[\p{L}\p{N}]/u.test(text.charAt(start - 1)) &&
  !/[\p{L}\p{N}]/u.test(text.charAt(start + length));

/** Whether `text` holds `phrase` as a whole phrase, not as part of a longer word. */
function containsPhrase(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    if (isWholePhraseAt(text, at, phrase.length)) return true;
  }
  return false;
}

/**
 * The English interface texts a page in another language must not show: the literal parts of
 * each English message that the language translates differently. Left out, as too short or too
 * generic to judge: parts of fewer than three letters (numbers, "OK"), and parts the language's
 * own messages also use (brand and product names, words both languages share).
 */
export function englishOnlyTexts(english: object, translated: object): EnglishText[] {
  const translations = new Map(messageEntries(translated));
  const theirs = [...translations.values()].flatMap(literalParts).join("\n");
  const found = new Map<string, EnglishText>();
  for (const [key, message] of messageEntries(english)) {
    if (translations.get(key) === message) continue;
    for (const phrase of literalParts(message)) {
      const letters = phrase.match(/\p{L}/gu)?.length ?? 0;
      if (letters < MIN_LETTERS || found.has(phrase) || containsPhrase(theirs, phrase)) continue;
      found.set(phrase, { key, phrase });
    }
  }
  return [...found.values()];
}

/** A phrase of one or two words says little inside a longer text ("thank you for the quick help"). */
const isShort = (phrase: string) => phrase.split(" ").length <= 2;

/**
 * The shown texts that are, or contain as a whole phrase, an English interface text. A text of
 * one or two words counts only as an element's whole text, a count beside it aside ("Log in" on a
 * button, "3 days"), not inside a customer's sentence ("thank you for the quick help"). Texts
 * marked as another language (`lang="en"` on content the content system had only in English, a
 * language's own name in the switcher) are content, not interface.
 */
export function englishTextsShown(
  shown: readonly ShownText[],
  english: readonly EnglishText[],
  pageLanguage: string,
): EnglishTextFound[] {
  const whole = new Map(english.filter(({ phrase }) => isShort(phrase)).map((t) => [t.phrase, t]));
  const phrases = english.filter(({ phrase }) => !isShort(phrase));
  const found: EnglishTextFound[] = [];
  for (const item of shown) {
    if (item.language !== pageLanguage) continue;
    const text = normalized(item.text);
    const match =
      whole.get(text.replace(LETTERS_EDGE, "")) ??
      phrases.find(({ phrase }) => containsPhrase(text, phrase));
    if (match) found.push({ shown: item, english: match });
  }
  return found;
}
