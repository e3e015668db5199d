import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { validateSeedFolder } from "../../../local-services/content/validate-seed.mjs";
import { FIXTURE_ASSETS_DIR, FIXTURE_SEED_DIR, writeSeed } from "./helpers";

const VALIDATOR = fileURLToPath(
  new URL("../../../local-services/content/validate-seed.mjs", import.meta.url),
);
const page = { slug: "p", title: { en: "P" } };

describe("validateSeedFolder", () => {
  it("accepts the test fixtures", () => {
    expect(
      validateSeedFolder({ seedDir: FIXTURE_SEED_DIR, assetsDir: FIXTURE_ASSETS_DIR }),
    ).toEqual({
      documents: 19,
      problems: [],
    });
  });

  it.each([
    [
      "unknown field",
      { "ContentPage/p": { ...page, colour: "red" } },
      'seed/ContentPage/p.json: colour: ContentPage has no field "colour"',
    ],
    [
      "unknown field in a draft",
      { "ContentPage/p": { ...page, draft: { nope: 1 } } },
      'seed/ContentPage/p.json: draft.nope: ContentPage has no field "nope"',
    ],
    [
      "unknown field in a component",
      { "ContentPage/p": { ...page, seo: { titel: "x" } } },
      'seed/ContentPage/p.json: seo.titel: Seo has no field "titel"',
    ],
    [
      "dangling relation",
      { "Navigation/n": { name: "N", items: [{ title: "A", page: "page-nope" }] } },
      'seed/Navigation/n.json: items[0].page: no ContentPage "page-nope" in the seed',
    ],
    [
      "relation of the wrong model",
      {
        "Country/c": {
          countryCode: "CH",
          name: "CH",
          defaultLanguage: "c",
          defaultMeasurementSystem: "Metric",
        },
      },
      'seed/Country/c.json: defaultLanguage: no Language "c" in the seed',
    ],
    [
      "relation written inline",
      { "Site/s": { name: "S", headerNavigation: { name: "N" } } },
      "seed/Site/s.json: headerNavigation: expected the id of a Navigation",
    ],
    [
      "union member without __typename",
      { "ContentPage/p": { ...page, modules: [{ title: "x" }] } },
      'seed/ContentPage/p.json: modules[0]: "__typename" must be one of HeroModule, RichTextModule',
    ],
    [
      "unknown enum value",
      { "ContentPage/p": { ...page, pageType: "Fancy" } },
      'seed/ContentPage/p.json: pageType: "Fancy" is not a PageType',
    ],
    [
      "locale map on a field that is not @localized",
      { "ContentPage/p": { ...page, slug: { en: "p", de: "p" } } },
      "seed/ContentPage/p.json: slug: ContentPage.slug is not @localized",
    ],
    [
      "locale map without en",
      { "ContentPage/p": { slug: "p", title: { de: "P" } } },
      'seed/ContentPage/p.json: title: locale map lacks "en"',
    ],
    [
      "required field missing",
      { "ContentPage/p": { title: "P" } },
      "seed/ContentPage/p.json: slug: required (ContentPage.slug: String!) but missing",
    ],
    [
      "required field missing in a component",
      {
        "ContentPage/p": {
          ...page,
          modules: { en: [{ __typename: "RichTextModule", body: { text: "x" } }] },
        },
      },
      "seed/ContentPage/p.json: modules.en[0].body.markdown: required (RichText.markdown: String!) but missing",
    ],
    [
      "id differs from the file name",
      { "ContentPage/p": { ...page, id: "q" } },
      'seed/ContentPage/p.json: id: "q" differs from the file name "p"',
    ],
    [
      "field set by the stand-in",
      { "ContentPage/p": { ...page, stage: "DRAFT" } },
      "seed/ContentPage/p.json: stage: is set by the stand-in; remove it",
    ],
    [
      "computed field",
      { "Asset/a": { fileName: "hero.svg", mimeType: "image/svg+xml", url: "http://x" } },
      "seed/Asset/a.json: url: is computed by the stand-in; remove it",
    ],
    [
      "wrong scalar",
      { "Story/s": { ...page, publicationDate: "15.02.2026" } },
      'seed/Story/s.json: publicationDate: "15.02.2026" is not a Date',
    ],
    [
      "list expected",
      { "Story/s": { ...page, publicationDate: "2026-02-15", productSlugs: "x" } },
      "seed/Story/s.json: productSlugs: expected a list of String",
    ],
    [
      "missing asset file",
      { "Asset/a": { fileName: "missing.svg", mimeType: "image/svg+xml" } },
      'seed/Asset/a.json: fileName: no file "missing.svg" in',
    ],
    [
      "unknown model folder",
      { "Widget/w": {} },
      'seed/Widget: "Widget" is not a model of the schema',
    ],
    ["invalid JSON", { "ContentPage/p": '{ "slug": ' }, "seed/ContentPage/p.json: not valid JSON"],
    [
      "not an object",
      { "ContentPage/p": "[1]" },
      "seed/ContentPage/p.json: must hold one JSON object",
    ],
  ])("reports %s", (_name, files, expected) => {
    const seedDir = writeSeed(files);
    const { problems } = validateSeedFolder({ seedDir, assetsDir: FIXTURE_ASSETS_DIR });
    expect(
      problems.some((problem) => problem.startsWith(expected)),
      problems.join("\n"),
    ).toBe(true);
  });

  it("reports a missing seed folder", () => {
    const { problems } = validateSeedFolder({
      seedDir: "/nonexistent/seed",
      assetsDir: FIXTURE_ASSETS_DIR,
    });
    expect(problems).toEqual(["/nonexistent/seed: seed folder does not exist"]);
  });
});

describe("validate-seed CLI", () => {
  it.each([
    ["valid seed", FIXTURE_SEED_DIR, 0, ""],
    [
      "broken seed",
      () => writeSeed({ "ContentPage/p": { slug: "p", title: "P", colour: 1 } }),
      1,
      'seed/ContentPage/p.json: colour: ContentPage has no field "colour"\n',
    ],
  ])("%s", (_name, seedDir, status, stdout) => {
    const dir = typeof seedDir === "function" ? seedDir() : seedDir;
    const result = spawnSync(process.execPath, [VALIDATOR, dir, FIXTURE_ASSETS_DIR], {
      encoding: "utf8",
    });
    expect(result.status).toBe(status);
    expect(result.stdout).toBe(stdout);
    expect(result.stderr).toMatch(/seed documents checked/);
  });
});
