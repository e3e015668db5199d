import { print } from "graphql";
import { describe, expect, it } from "vitest";

import {
  AssetBySlugDocument,
  type AssetBySlugQuery,
  SectionsByIdsDocument,
  type SectionsByIdsQuery,
} from "@/graphql/generated/content";
import {
  CONTENT_ASSETS_DIR,
  CONTENT_SEED_DIR,
} from "../../../local-services/content/seed-reader.mjs";
import { createTestContent } from "../local-services/helpers";

// The product's own documents against the demo seed: the stand-in must answer what the file
// route and the sections route ask.
describe("content stand-in answers the file and section queries", () => {
  const content = () =>
    createTestContent({ seedDir: CONTENT_SEED_DIR, assetsDir: CONTENT_ASSETS_DIR });

  it.each([
    ["annual-report-2026", "en", "Annual Report 2026", "ferrion-annual-report-2026.pdf"],
    ["annual-report-2026", "de", "Geschäftsbericht 2026", "ferrion-annual-report-2026.pdf"],
    ["company-profile", "fr", "Profil de l’entreprise", "ferrion-company-profile.pdf"],
  ])("finds the file with slug %s in %s", async (slug, language, caption, fileName) => {
    const { assets } = await content().data<AssetBySlugQuery>(print(AssetBySlugDocument), {
      variables: { slug, locales: [language, "en"], stage: "PUBLISHED" },
    });
    expect(assets).toHaveLength(1);
    expect(assets[0]).toMatchObject({ slug, caption, fileName, mimeType: "application/pdf" });
    expect(assets[0]?.size).toBeGreaterThan(0);
  });

  it("answers an unknown slug with an empty list", async () => {
    const { assets } = await content().data<AssetBySlugQuery>(print(AssetBySlugDocument), {
      variables: { slug: "no-such-file", locales: ["en"], stage: "PUBLISHED" },
    });
    expect(assets).toEqual([]);
  });

  it("answers sections by ids, leaving out unknown ids", async () => {
    const { sections } = await content().data<SectionsByIdsQuery>(print(SectionsByIdsDocument), {
      variables: {
        ids: ["section-footer-social", "section-nope", "section-industries-quicklinks"],
        locales: ["de", "en"],
        stage: "PUBLISHED",
      },
    });
    expect(sections.map((section) => section.id).sort()).toEqual([
      "section-footer-social",
      "section-industries-quicklinks",
    ]);
  });
});
