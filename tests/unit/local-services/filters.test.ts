import { describe, expect, it } from "vitest";
import { matchesWhere, parseFilterKey } from "../../../local-services/content/filters.mjs";
import { createTestContent } from "./helpers";

const item: Record<string, unknown> = {
  id: "story-2",
  title: "Crimping in Detroit",
  publicationDate: "2026-02-15",
  views: 42,
  adhoc: false,
  subtitle: null,
  productSlugs: ["crimp-x", "common"],
  category: "cat-news",
};
const valueOf = (field: string) => item[field];
const fieldExists = (field: string) => field in item;

describe("matchesWhere", () => {
  it.each([
    ["equality", { id: "story-2" }, true],
    ["equality, other value", { id: "story-1" }, false],
    ['null means "is null"', { subtitle: null }, true],
    ["_not", { id_not: "story-1" }, true],
    ["_in", { id_in: ["story-1", "story-2"] }, true],
    ["_not_in", { id_not_in: ["story-2"] }, false],
    ["_contains is case-insensitive", { title_contains: "CRIMP" }, true],
    ["_not_contains", { title_not_contains: "chicago" }, true],
    ["_starts_with", { title_starts_with: "crimping" }, true],
    ["_ends_with", { title_ends_with: "Chicago" }, false],
    ["_gt on dates", { publicationDate_gt: "2026-02-14" }, true],
    ["_gte equal", { publicationDate_gte: "2026-02-15" }, true],
    ["_lt", { publicationDate_lt: "2026-02-15" }, false],
    ["_lte on numbers", { views_lte: 42 }, true],
    ["_gt against null value", { subtitle_gt: "a" }, false],
    ["_contains_some", { productSlugs_contains_some: ["nope", "common"] }, true],
    ["_contains_some, none", { productSlugs_contains_some: ["nope"] }, false],
    ["_contains_every", { productSlugs_contains_every: ["crimp-x", "common"] }, true],
    ["_contains_none", { productSlugs_contains_none: ["crimp-x"] }, false],
    ["relation by id", { category: "cat-news" }, true],
    ["boolean", { adhoc: false }, true],
    ["fields combine with AND", { id: "story-2", adhoc: true }, false],
    ["AND", { AND: [{ views_gt: 1 }, { title_contains: "detroit" }] }, true],
    ["OR", { OR: [{ id: "x" }, { id: "story-2" }] }, true],
    ["OR, none", { OR: [{ id: "x" }, { id: "y" }] }, false],
    ["empty OR is no condition", { OR: [] }, true],
    ["NOT", { NOT: [{ id: "story-2" }] }, false],
    ["NOT, none matching", { NOT: [{ id: "x" }, { adhoc: true }] }, true],
    ["nested", { OR: [{ AND: [{ id: "story-2" }, { NOT: [{ adhoc: true }] }] }] }, true],
    ["null operators other than equality are ignored", { id_in: null, title_contains: null }, true],
  ])("%s", (_name, where, expected) => {
    expect(matchesWhere(where, valueOf, fieldExists)).toBe(expected);
  });

  it("splits keys into field and operator, longest operator first", () => {
    expect(parseFilterKey("id_not_in", fieldExists)).toEqual({ field: "id", operator: "_not_in" });
    expect(parseFilterKey("productSlugs_contains_some", fieldExists)).toEqual({
      field: "productSlugs",
      operator: "_contains_some",
    });
    expect(() => parseFilterKey("nope_in", fieldExists)).toThrow('Unsupported filter "nope_in"');
  });
});

describe("relation filters", () => {
  const categories: Record<string, Record<string, unknown>> = {
    "cat-news": { id: "cat-news", slug: "news" },
  };
  const contacts: Record<string, Record<string, unknown>> = {
    "contact-a": { id: "contact-a", slug: "anna" },
    "contact-b": { id: "contact-b", slug: "ben" },
  };
  const story: Record<string, unknown> & { storyContacts: string[] } = {
    ...item,
    storyContacts: ["contact-a", "contact-b"],
  };
  const subject = (doc: Record<string, unknown>) => ({
    valueOf: (field: string) => doc[field],
    fieldExists: (field: string) => field in doc,
  });
  const relatedOf = (field: string) => {
    if (field === "category") return [categories[String(story.category)]!].map(subject);
    if (field === "storyContacts") return story.storyContacts.map((id) => subject(contacts[id]!));
    return undefined;
  };
  const storyHas = (field: string) => field in story;
  const storyValue = (field: string) => story[field];

  it.each([
    ["a single relation by a field of the related document", { category: { slug: "news" } }, true],
    ["a single relation, another value", { category: { slug: "events" } }, false],
    ["a list of relations, _some matches one", { storyContacts_some: { slug: "ben" } }, true],
    ["a list of relations, _some matches none", { storyContacts_some: { slug: "cleo" } }, false],
    ["nested operators", { storyContacts_some: { slug_in: ["x", "anna"] } }, true],
    ["a relation by id still compares the stored id", { category: "cat-news" }, true],
  ])("%s", (_name, where, expected) => {
    expect(matchesWhere(where, storyValue, storyHas, relatedOf)).toBe(expected);
  });

  it("refuses _some on a field that is not a relation", () => {
    expect(() =>
      matchesWhere({ title_some: { id: "x" } }, storyValue, storyHas, relatedOf),
    ).toThrow(/Unsupported filter/);
  });
});

describe("where through GraphQL", () => {
  it.each([
    ["localized title_contains in de", '{ title_contains: "geschichte 3" }', ["de"], ["story-3"]],
    ["localized title_contains in en misses de", '{ title_contains: "geschichte" }', ["en"], []],
    [
      "date range",
      '{ publicationDate_gte: "2026-02-01", publicationDate_lt: "2026-04-01" }',
      ["en"],
      ["story-3", "story-2"],
    ],
    [
      "contains_some",
      '{ productSlugs_contains_some: ["product-1", "product-5"] }',
      ["en"],
      ["story-5", "story-1"],
    ],
    [
      "OR of slugs",
      '{ OR: [{ slug: "story-1" }, { slug_in: ["story-4"] }] }',
      ["en"],
      ["story-4", "story-1"],
    ],
    [
      "NOT",
      '{ NOT: [{ slug_in: ["story-1", "story-2", "story-3"] }] }',
      ["en"],
      ["story-5", "story-4"],
    ],
  ])("%s", async (_name, where, locales, expected) => {
    const content = createTestContent();
    const result = await content.data<{ stories: Array<{ id: string }> }>(
      `query ($locales: [Locale!]) { stories(where: ${where}, locales: $locales) { id } }`,
      { variables: { locales } },
    );
    expect(result.stories.map((story) => story.id)).toEqual(expected);
  });

  it("filters pages by id_not, pageType and mainSiteOnly", async () => {
    const content = createTestContent();
    const result = await content.data(`{
      a: contentPages(where: { id_not: "page-home" }) { id }
      b: contentPages(where: { pageType: Landing }) { id }
      c: contentPages(where: { mainSiteOnly: true }) { id }
    }`);
    expect(result).toEqual({
      a: [{ id: "page-about" }, { id: "page-medical" }],
      b: [{ id: "page-home" }],
      c: [{ id: "page-medical" }],
    });
  });

  it("finds a single document by a unique field other than id", async () => {
    const content = createTestContent();
    const result = await content.data(`{
      found: story(where: { slug: "story-2" }) { id }
      missing: story(where: { slug: "nope" }) { id }
      both: story(where: { id: "story-2", slug: "story-3" }) { id }
    }`);
    expect(result).toEqual({ found: { id: "story-2" }, missing: null, both: null });
  });
});
