import { describe, expect, it } from "vitest";

import {
  englishOnlyTexts,
  englishTextsShown,
  type ShownText,
} from "@/tests/e2e/support/english-interface-text";

// The layout check's judge (tests/e2e/layout-fits.spec.ts, issue 28): which texts of a French page
// are English interface texts.
const ENGLISH = {
  UserMenu: { logIn: "Log in", register: "Register" },
  Layout: {
    copyright: "© {year} {brand}. All rights reserved.",
    sideButtons: "Quick access",
    contact: "Contact",
  },
  Portal: { service: { directService: "Direct Service", serviceTickets: "Service tickets" } },
  Search: { results: "{count, plural, one {# result} other {# results}}" },
  Tickets: { noComments: "No comments yet" },
};
const FRENCH = {
  UserMenu: { logIn: "Se connecter", register: "S’inscrire" },
  Layout: {
    copyright: "© {year} {brand}. Tous droits réservés.",
    sideButtons: "Accès rapide",
    contact: "Contact",
  },
  Portal: { service: { directService: "Direct Service", serviceTickets: "Tickets de service" } },
  Search: { results: "{count, plural, one {# résultat} other {# résultats}}" },
  Tickets: { noComments: "Pas encore de commentaire" },
};

const englishOnly = englishOnlyTexts(ENGLISH, FRENCH);
const shown = (text: string, language = "fr", source = "text"): ShownText => ({
  element: `<p> "${text}"`,
  region: "the content",
  source,
  text,
  language,
});
const judged = (item: ShownText) =>
  englishTextsShown([item], englishOnly, "fr").map(({ english }) => english.key);

describe("an English interface text on a French page", () => {
  it.each<[string, ShownText, string[]]>([
    ["a button's English text", shown("Log in"), ["UserMenu.logIn"]],
    [
      "an English name (aria-label)",
      shown("Quick access", "fr", "aria-label"),
      ["Layout.sideButtons"],
    ],
    [
      "English inside a longer text",
      shown("© 2026 Ferrion. All rights reserved."),
      ["Layout.copyright"],
    ],
    ["an English plural with its count", shown("12 results"), ["Search.results"]],
    [
      "an English text in other case and spacing",
      shown("  no COMMENTS\u00a0yet. "),
      ["Tickets.noComments"],
    ],
    ["its translation", shown("Se connecter"), []],
    ["a translated text with the same words in it", shown("Tous droits réservés."), []],
    ["a brand name French keeps", shown("Direct Service"), []],
    ["a word both languages share", shown("Contact"), []],
    ["a number", shown("2026"), []],
    ["CMS content marked as English", shown("Log in to see your machines", "en"), []],
    ["CMS content in French", shown("Nos tickets de service vous répondent sous 24 heures."), []],
    // One or two words inside a sentence say little: a customer may well write them.
    [
      "a customer's sentence with a short English text in it",
      shown("The service tickets of last week"),
      [],
    ],
  ])("%s", (_case, item, keys) => {
    expect(judged(item)).toEqual(keys);
  });

  it("leaves out English parts French shares and parts too short to judge", () => {
    const phrases = englishOnly.map(({ phrase }) => phrase);
    expect(phrases).toEqual(
      expect.arrayContaining(["log in", "register", "all rights reserved", "quick access"]),
    );
    for (const shared of ["contact", "direct service", "ferrion"]) {
      expect(phrases).not.toContain(shared);
    }
  });
});
