import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";

import { formatNumber } from "@/lib/format/number-format";
import { messagesFor } from "@/lib/i18n/messages";

/** What a reader sees: Intl's no-break spaces as spaces, the Swiss ’ as '. */
function seen(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ").replace(/\u2019/g, "'");
}

function translate(language: string, key: string, count: number): string {
  const t = createTranslator({ locale: language, messages: messagesFor(language) });
  const formatted = formatNumber(count, language);
  return seen(
    t(
      key as never,
      {
        count,
        total: count,
        formattedCount: formatted,
        formattedTotal: formatted,
        query: "crimp",
      } as never,
    ),
  );
}

// Counts that reach the thousands are written by the language's one formatter (spec 001 §9),
// not by the plural's `#`, which next-intl writes in the bare language ("1.500" in German).
describe("counts in the thousands read as the page's language writes numbers", () => {
  it.each([
    ["de", "ProductInformation.parts.pieces", "1'500 Stück"],
    ["en", "ProductInformation.parts.pieces", "1,500 pieces"],
    ["fr", "ProductInformation.parts.pieces", "1 500 pièces"],
    ["es", "ProductInformation.parts.pieces", "1,500 piezas"],
    ["de", "Search.resultCount", "1'500 Ergebnisse für „crimp“"],
    ["de", "Tickets.results", "1'500 Tickets gefunden"],
    ["de", "Inventory.results", "1'500 Maschinen gefunden"],
    ["de", "UserAdmin.results", "1'500 Benutzer gefunden"],
    ["de", "ProductInformation.searchResults", "1'500 Produkte gefunden"],
    ["es", "ProductInformation.ownedResults", "1,500 productos de su propiedad"],
  ])("%s %s: %s", (language, key, expected) => {
    expect(translate(language, key, 1500)).toBe(expected);
  });

  it.each(["en", "de", "fr", "es"])("%s: one stays singular", (language) => {
    expect(translate(language, "ProductInformation.parts.pieces", 1)).toMatch(/^1 \S+$/);
  });
});
