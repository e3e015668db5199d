import { describe, expect, it } from "vitest";
import { CONTENT_SYSTEM } from "../../../local-services/content/documents.mjs";
import { loadSchemaModel } from "../../../local-services/content/schema-model.mjs";
import {
  derivedComponentId,
  expandSeedDocument,
} from "../../../local-services/content/seed-expand.mjs";
import {
  CONTENT_SEED_FORMAT,
  SEEDED_META_KEY,
  seedContent,
} from "../../../local-services/content/seeder.mjs";
import { FIXTURE_ASSETS_DIR, FIXTURE_SEED_DIR, tempDir, testStore, writeSeed } from "./helpers";

const schema = loadSchemaModel();
const now = "2026-01-01T00:00:00.000Z";
const expand = (model: string, id: string, doc: Record<string, unknown>) =>
  expandSeedDocument(schema, { model, id, doc }, { now, assetsDir: FIXTURE_ASSETS_DIR });

describe("expandSeedDocument", () => {
  it.each([
    [
      "published as written, draft the same",
      { slug: "a", title: { en: "A" } },
      { PUBLISHED: "A", DRAFT: "A" },
    ],
    [
      "draft fields replace",
      { slug: "a", title: { en: "A" }, draft: { title: { en: "A2" } } },
      { PUBLISHED: "A", DRAFT: "A2" },
    ],
    [
      "unpublished: DRAFT only",
      { slug: "a", title: { en: "A" }, unpublished: true },
      { DRAFT: "A" },
    ],
  ])("%s", (_name, doc, expected) => {
    const rows = expand("ContentPage", "page-a", doc);
    const titles = Object.fromEntries(
      rows.map((row) => [row.stage, (row.data.title as { en: string }).en]),
    );
    expect(titles).toEqual(expected);
    for (const row of rows) {
      expect(row.data).not.toHaveProperty("draft");
      expect(row.data).not.toHaveProperty("unpublished");
      expect(row.data).not.toHaveProperty("id");
    }
  });

  it("fills timestamps and keeps given ones", () => {
    const [published, draft] = expand("ContentPage", "p", {
      slug: "p",
      title: "P",
      draft: { slug: "q" },
    });
    expect(published).toMatchObject({ createdAt: now, updatedAt: now, publishedAt: now });
    expect(draft).toMatchObject({
      createdAt: now,
      updatedAt: "2026-01-01T00:00:01.000Z",
      publishedAt: now,
    });
    const [given] = expand("ContentPage", "p", {
      slug: "p",
      title: "P",
      createdAt: "2020-01-01T00:00:00.000Z",
      publishedAt: "2021-01-01T00:00:00.000Z",
    });
    expect(given).toMatchObject({
      createdAt: "2020-01-01T00:00:00.000Z",
      updatedAt: now,
      publishedAt: "2021-01-01T00:00:00.000Z",
    });
    expect(given?.data).not.toHaveProperty("createdAt");
    const [unpublished] = expand("ContentPage", "p", { slug: "p", title: "P", unpublished: true });
    expect(unpublished?.publishedAt).toBeNull();
  });

  it("derives stable ids for components without one, in every locale and both stages", () => {
    const doc = {
      name: "Nav",
      items: [
        {
          title: "A",
          items: [{ title: "B" }],
          contentTeaserCard: { title: "T", link: { __typename: "PathLink", path: "/x" } },
        },
      ],
      contactLink: { __typename: "PageLink", id: "explicit", page: "page-a" },
      draft: { name: "Nav 2" },
    };
    const [published, draft] = expand("Navigation", "nav", doc);
    const item = published?.data.items[0];
    expect(item.id).toBe(derivedComponentId("nav", "items[0]"));
    expect(item.items[0].id).toBe(derivedComponentId("nav", "items[0].items[0]"));
    expect(item.contentTeaserCard).not.toHaveProperty("id"); // ContentTeaserCard has no id field
    expect(item.contentTeaserCard.link.id).toBe(
      derivedComponentId("nav", "items[0].contentTeaserCard.link"),
    );
    expect(published?.data.contactLink.id).toBe("explicit");
    expect(draft?.data.items).toEqual(published?.data.items);

    const [page] = expand("ContentPage", "p", {
      slug: "p",
      title: "P",
      modules: {
        en: [{ __typename: "HeroModule", title: "H" }],
        de: [{ __typename: "HeroModule", title: "H" }],
      },
    });
    expect(page?.data.modules.en[0].id).toBe(derivedComponentId("p", "modules.en[0]"));
    expect(page?.data.modules.de[0].id).toBe(derivedComponentId("p", "modules.de[0]"));
    expect(derivedComponentId("p", "modules.en[0]")).not.toBe(
      derivedComponentId("p", "modules.de[0]"),
    );
  });

  it.each([
    [
      "computes a missing asset size from the file",
      { fileName: "hero.svg", mimeType: "image/svg+xml" },
      144,
    ],
    ["keeps a given size", { fileName: "hero.svg", mimeType: "image/svg+xml", size: 7 }, 7],
    [
      "leaves it empty when the file is missing",
      { fileName: "nope.svg", mimeType: "image/svg+xml" },
      undefined,
    ],
  ])("%s", (_name, doc, size) => {
    for (const row of expand("Asset", "a", doc)) expect(row.data.size).toBe(size);
  });
});

describe("seedContent", () => {
  const options = { schema, seedDir: FIXTURE_SEED_DIR, assetsDir: FIXTURE_ASSETS_DIR };

  it("seeds once; a second open of the same store does not re-seed", () => {
    const dataDir = tempDir();
    const first = testStore(dataDir);
    expect(seedContent(first, options)).toEqual({ seeded: true, documents: 19 });
    expect(first.listDocuments(CONTENT_SYSTEM, "Story", "PUBLISHED")).toHaveLength(5);
    // Edit a row, as an editor would; it must survive the next start.
    first.putDocuments(CONTENT_SYSTEM, [
      { model: "Story", id: "story-1", stage: "PUBLISHED", data: { edited: true } },
    ]);
    first.close();

    const second = testStore(dataDir);
    expect(seedContent(second, options)).toEqual({ seeded: false, documents: 0 });
    expect(second.getDocument(CONTENT_SYSTEM, "Story", "story-1", "PUBLISHED")?.data).toEqual({
      edited: true,
    });
    expect(JSON.parse(second.getMeta(SEEDED_META_KEY) ?? "{}")).toMatchObject({ documents: 19 });
  });

  it("re-seeds a store seeded in an older format (before the seed's newer models)", () => {
    const store = testStore();
    seedContent(store, options);
    store.putDocuments(CONTENT_SYSTEM, [
      { model: "Story", id: "story-extra", stage: "PUBLISHED", data: {} },
    ]);
    store.setMeta(SEEDED_META_KEY, JSON.stringify({ seededAt: "2026-01-01", documents: 19 }));
    expect(seedContent(store, options)).toEqual({ seeded: true, documents: 19 });
    expect(store.getDocument(CONTENT_SYSTEM, "Story", "story-extra", "PUBLISHED")).toBeNull();
    expect(JSON.parse(store.getMeta(SEEDED_META_KEY) ?? "{}")).toMatchObject({
      format: CONTENT_SEED_FORMAT,
    });
    expect(seedContent(store, options)).toEqual({ seeded: false, documents: 0 });
  });

  it("re-seeds on force, wiping rows the seed does not have", () => {
    const store = testStore();
    seedContent(store, options);
    store.putDocuments(CONTENT_SYSTEM, [
      { model: "Story", id: "story-extra", stage: "PUBLISHED", data: {} },
    ]);
    store.putDocuments("translation", [{ model: "Job", id: "job-1", stage: "NONE", data: {} }]);
    expect(seedContent(store, { ...options, force: true })).toEqual({
      seeded: true,
      documents: 19,
    });
    expect(store.getDocument(CONTENT_SYSTEM, "Story", "story-extra", "PUBLISHED")).toBeNull();
    expect(store.getDocument("translation", "Job", "job-1", "NONE")).not.toBeNull();
  });

  it("writes nothing when seeding fails midway, so the next start seeds again", () => {
    const store = testStore();
    const failing = {
      ...store,
      setMeta: () => {
        throw new Error("crash while marking");
      },
    };
    expect(() => seedContent(failing, options)).toThrow("crash while marking");
    expect(store.listDocuments(CONTENT_SYSTEM, "Story")).toEqual([]);
    expect(store.getMeta(SEEDED_META_KEY)).toBeNull();
    expect(seedContent(store, options).seeded).toBe(true);
  });

  it("refuses to seed unreadable files and names them", () => {
    const seedDir = writeSeed({ "ContentPage/broken": '{ "slug": ', "Widget/w": {} });
    expect(() => seedContent(testStore(), { ...options, seedDir })).toThrow(
      /seed\/ContentPage\/broken\.json: not valid JSON[\s\S]*seed\/Widget: "Widget" is not a model/,
    );
  });

  it("seeds an empty seed folder as no documents", () => {
    const seedDir = writeSeed({});
    expect(seedContent(testStore(), { ...options, seedDir })).toEqual({
      seeded: true,
      documents: 0,
    });
  });
});
