import { readdirSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { MESSAGE_LANGUAGES, messagesFor, textLanguage } from "@/lib/i18n/messages";
import { OFFERED_LANGUAGES } from "@/lib/site/site-languages";
import en from "@/messages/en.json";

import { messageEntries, messageShape } from "./message-shape";

const english = new Map(messageEntries(en));

describe("every language a site offers is complete (issue 28)", () => {
  it.each(OFFERED_LANGUAGES)("%s, offered by a site, has UI texts of its own", (language) => {
    expect(MESSAGE_LANGUAGES).toContain(language);
    expect(textLanguage(language)).toBe(language);
  });

  it("every messages file is registered, and every registered language has its file", () => {
    const files = readdirSync("messages").filter((name) => name.endsWith(".json"));
    expect(files.map((name) => name.replace(/\.json$/, "")).sort()).toEqual(
      [...MESSAGE_LANGUAGES].sort(),
    );
  });

  it("a language without texts of its own reads English", () => {
    expect(textLanguage("it")).toBe("en");
    expect(messagesFor("it")).toBe(en);
    expect(messagesFor("constructor")).toBe(en);
  });
});

describe.each(MESSAGE_LANGUAGES.filter((language) => language !== "en"))(
  "the %s messages",
  (language) => {
    const translated = new Map(messageEntries(messagesFor(language)));

    it("have every key of English and no other", () => {
      const missing = [...english.keys()].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it("have no empty message", () => {
      expect([...translated].filter(([, text]) => text.trim() === "")).toEqual([]);
    });

    // A translator who drops {name}, renames a select option or loses a <link> breaks the screen.
    it.each([...english])("%s keeps the arguments and tags of English", (key, message) => {
      expect(messageShape(translated.get(key) ?? "")).toEqual(messageShape(message));
    });
  },
);
