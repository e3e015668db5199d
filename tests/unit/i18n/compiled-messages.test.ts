import compile from "icu-minify/compile";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";

import { MESSAGE_LANGUAGES, messagesFor } from "@/lib/i18n/messages";

import { messageEntries } from "./message-shape";

// next.config.ts has the build compile the messages (issue 17: no ICU parser in the browser).
describe.each(MESSAGE_LANGUAGES)("the %s messages, as the build compiles them", (language) => {
  const messages = messagesFor(language);
  const all = messageEntries(messages);
  const t = createTranslator({ locale: language, messages });

  // A message the compiler rejects (an unclosed <tag>, a stray brace) fails `next build`.
  it.each(all)("%s compiles", (_key, message) => {
    expect(() => compile(message)).not.toThrow();
  });

  // A message without arguments stays text, and the same text the translator shows: code that
  // hands a message on as it is (the error pages, field errors) shows what visitors saw before.
  it.each(all.filter(([, message]) => typeof compile(message) === "string"))(
    "%s reads as it is shown",
    (key, message) => {
      expect(compile(message)).toBe(t(key as never));
    },
  );
});
