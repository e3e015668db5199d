import { fileURLToPath } from "node:url";

import { print } from "graphql";
import { describe, expect, it } from "vitest";

import { ErrorSystemPageDocument, type ErrorSystemPageQuery } from "@/graphql/generated/content";
import { errorPageTexts } from "@/lib/content/error-page/error-page-texts";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

import { createTestContent } from "../local-services/helpers";

// The demo seed itself (local-services/content/seed), as the local stack serves it.
const SEED_DIR = fileURLToPath(new URL("../../../local-services/content/seed", import.meta.url));
const ASSETS_DIR = fileURLToPath(
  new URL("../../../local-services/content/assets", import.meta.url),
);

describe("the demo's error page, read with the product's own query", () => {
  it.each([
    {
      locales: ["en"],
      messages: en,
      expected: { title: "Error", overline: "Something went wrong", text: "could not be loaded" },
    },
    {
      locales: ["de", "en"],
      messages: de,
      expected: {
        title: "Fehler",
        overline: "Etwas ist schiefgelaufen",
        text: "konnte nicht geladen werden",
      },
    },
  ])(
    "in $locales.0: its title, overline and a text module",
    async ({ locales, messages, expected }) => {
      const content = createTestContent({ seedDir: SEED_DIR, assetsDir: ASSETS_DIR });
      await content.seeding;
      const { systemPages } = await content.data<ErrorSystemPageQuery>(
        print(ErrorSystemPageDocument),
        { variables: { locales, stage: "PUBLISHED" } },
      );
      expect(systemPages).toHaveLength(1);
      const [page] = systemPages;
      expect(
        errorPageTexts(page ?? null, {
          overline: messages.ErrorPage.overline,
          title: messages.ErrorPage.title,
          breadcrumb: messages.ErrorPage.breadcrumb,
        }),
      ).toEqual({ title: expected.title, overline: expected.overline, breadcrumb: expected.title });
      const text = page?.modules.find((module) => module.__typename === "RichTextModule");
      expect(JSON.stringify(text)).toContain(expected.text);
    },
  );
});
