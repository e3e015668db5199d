import { describe, expect, it } from "vitest";

import {
  mediaReleaseWhere,
  parseMediaReleaseListQuery,
  releaseYears,
} from "@/lib/content/media-releases/media-release-list-query";
import {
  isCategorySlug,
  parseStoryListQuery,
  storyListWhere,
} from "@/lib/content/stories/story-list-query";

describe("story list query", () => {
  it.each([
    [{}, { category: null, page: 1 }],
    [{ category: "people" }, { category: "people", page: 1 }],
    [
      { category: "people", page: "2" },
      { category: "people", page: 2 },
    ],
    [{ category: ["technology", "people"] }, { category: "technology", page: 1 }],
    [{ category: "" }, { category: null, page: 1 }],
    [{ category: "  " }, { category: null, page: 1 }],
    [
      { category: "no-such-thing", page: "x" },
      { category: "no-such-thing", page: 1 },
    ],
  ])("%j → %j", (params, expected) => {
    expect(parseStoryListQuery(params)).toEqual(expected);
  });

  it("keeps at most 100 characters of a category", () => {
    expect(parseStoryListQuery({ category: "a".repeat(500) }).category).toHaveLength(100);
  });

  it("filters by the category's slug, or not at all", () => {
    expect(storyListWhere({ category: "people", page: 1 })).toEqual({
      category: { slug: "people" },
    });
    expect(storyListWhere({ category: null, page: 1 })).toEqual({});
  });

  it.each([
    ["people", true],
    ["customer-projects", true],
    ["People", false],
    ["<script>", false],
    ["a--b", false],
  ])("%s can be a category slug: %s", (category, expected) => {
    expect(isCategorySlug(category)).toBe(expected);
  });
});

describe("media release list query (spec 001 §2 filters: ad hoc, time period)", () => {
  it.each([
    [{}, { adhoc: null, year: null, page: 1 }],
    [{ adhoc: "true" }, { adhoc: true, year: null, page: 1 }],
    [{ adhoc: "false" }, { adhoc: false, year: null, page: 1 }],
    [{ adhoc: "yes" }, { adhoc: null, year: null, page: 1 }],
    [{ year: "2025" }, { adhoc: null, year: 2025, page: 1 }],
    [{ year: "25" }, { adhoc: null, year: null, page: 1 }],
    [{ year: "2025-01" }, { adhoc: null, year: null, page: 1 }],
    [{ year: "<b>" }, { adhoc: null, year: null, page: 1 }],
    [
      { adhoc: "true", year: "2024", page: "2" },
      { adhoc: true, year: 2024, page: 2 },
    ],
  ])("%j → %j", (params, expected) => {
    expect(parseMediaReleaseListQuery(params)).toEqual(expected);
  });

  it.each([
    [{ adhoc: null, year: null, page: 1 }, {}],
    [{ adhoc: true, year: null, page: 1 }, { adhoc: true }],
    [{ adhoc: false, year: null, page: 1 }, { adhoc: false }],
    [
      { adhoc: null, year: 2025, page: 1 },
      { publicationDate_gte: "2025-01-01", publicationDate_lt: "2026-01-01" },
    ],
    [
      { adhoc: true, year: 2024, page: 3 },
      { adhoc: true, publicationDate_gte: "2024-01-01", publicationDate_lt: "2025-01-01" },
    ],
  ])("%j filters %j", (query, expected) => {
    expect(mediaReleaseWhere(query)).toEqual(expected);
  });

  it("offers each year with releases once, newest first", () => {
    expect(releaseYears(["2024-03-05", "2026-11-03", "2025-06-17", "2026-01-01", "bad"])).toEqual([
      2026, 2025, 2024,
    ]);
    expect(releaseYears([])).toEqual([]);
  });
});
