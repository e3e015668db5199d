import { describe, expect, it } from "vitest";

import { MESSAGE_LANGUAGES, messagesFor } from "@/lib/i18n/messages";

import { messageEntries } from "./message-shape";

// A control showing "Remove" is named "Remove {name}" for screen readers (`removeNamed`, and
// `quantityOf` beside "Quantity"). WCAG 2.5.3, label in name: the name starts with the visible
// label, so a voice user who says what he sees reaches the control, in every language.
const NAMED = /^(.*)(Named|Of)$/;

describe.each(MESSAGE_LANGUAGES)("in %s, a control's name starts with its label", (language) => {
  const messages = new Map(messageEntries(messagesFor(language)));
  const pairs = [...messages].flatMap(([key, name]) => {
    const label = messages.get(NAMED.exec(key)?.[1] ?? "");
    return label === undefined ? [] : [[key, name, label] as const];
  });

  it("has such controls", () => {
    expect(pairs.length).toBeGreaterThan(0);
  });

  it.each(pairs)("%s: %j starts with %j", (_key, name, label) => {
    expect(name.toLocaleLowerCase(language).startsWith(label.toLocaleLowerCase(language))).toBe(
      true,
    );
  });
});
