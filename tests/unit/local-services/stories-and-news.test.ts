import { describe, expect, it } from "vitest";

import {
  CONTENT_ASSETS_DIR,
  CONTENT_SEED_DIR,
} from "../../../local-services/content/seed-reader.mjs";
import { createTestContent } from "./helpers";

function demoContent() {
  return createTestContent({ seedDir: CONTENT_SEED_DIR, assetsDir: CONTENT_ASSETS_DIR });
}

interface Connection {
  edges: Array<{ cursor: string; node: { id: string; publicationDate: string; title: string } }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  aggregate: { count: number };
}

describe("demo stories, media releases and news feed", () => {
  it("has at least 15 stories, 12 media releases (some ad hoc, over three years) and 25 news items", async () => {
    const result = await demoContent().data(`{
      stories(first: 1000) { id category { slug } storyContacts { slug } teaserImage { id } }
      mediaReleases(first: 1000) { adhoc publicationDate }
      newsFeedItemsConnection(first: 0) { aggregate { count } }
    }`);
    const stories = result.stories as Array<{
      category: { slug: string } | null;
      storyContacts: unknown[];
      teaserImage: unknown;
    }>;
    expect(stories.length).toBeGreaterThanOrEqual(15);
    expect(stories.every((story) => story.category && story.teaserImage)).toBe(true);
    expect(stories.every((story) => story.storyContacts.length > 0)).toBe(true);
    const releases = result.mediaReleases as Array<{ adhoc: boolean; publicationDate: string }>;
    expect(releases.length).toBeGreaterThanOrEqual(12);
    expect(releases.filter((release) => release.adhoc).length).toBeGreaterThanOrEqual(3);
    expect(new Set(releases.map((release) => release.publicationDate.slice(0, 4))).size).toBe(3);
    const feed = result.newsFeedItemsConnection as Connection;
    expect(feed.aggregate.count).toBeGreaterThanOrEqual(25);
  });

  it("pages the news feed by cursor, ten at a time, newest first", async () => {
    const content = demoContent();
    const source = `query Feed($after: String) {
      newsFeedItemsConnection(first: 10, after: $after, locales: [de, en]) {
        edges { cursor node { id publicationDate title } }
        pageInfo { hasNextPage endCursor }
        aggregate { count }
      }
    }`;
    const first = (await content.data(source)).newsFeedItemsConnection as Connection;
    expect(first.edges).toHaveLength(10);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const dates = first.edges.map((edge) => edge.node.publicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.edges[0]?.node.title).toBe("Besuchen Sie uns an der Productronica");

    const second = (await content.data(source, { variables: { after: first.pageInfo.endCursor } }))
      .newsFeedItemsConnection as Connection;
    expect(second.edges).toHaveLength(10);
    expect(second.edges[0]?.node.publicationDate ?? "").toMatch(/^2026/);
    expect((second.edges[0]?.node.publicationDate ?? "") < (dates.at(-1) ?? "")).toBe(true);
    const ids = new Set([...first.edges, ...second.edges].map((edge) => edge.node.id));
    expect(ids.size).toBe(20);
  });

  it("filters stories through their relations: category slug and contact slug", async () => {
    const result = await demoContent().data(`{
      byCategory: stories(where: { category: { slug: "people" } }) { category { slug } }
      byContact: stories(where: { storyContacts_some: { slug: "marco-rossi" } }) {
        storyContacts { slug }
      }
      none: stories(where: { category: { slug: "no-such-category" } }) { id }
    }`);
    const byCategory = result.byCategory as Array<{ category: { slug: string } }>;
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((story) => story.category.slug === "people")).toBe(true);
    const byContact = result.byContact as Array<{ storyContacts: Array<{ slug: string }> }>;
    expect(byContact.length).toBeGreaterThan(0);
    expect(
      byContact.every((story) => story.storyContacts.some((c) => c.slug === "marco-rossi")),
    ).toBe(true);
    expect(result.none).toEqual([]);
  });

  it("finds related stories by product slug", async () => {
    const result = await demoContent().data(`{
      stories(where: { productSlugs_contains_some: ["cc-488"] }) { slug productSlugs }
    }`);
    const stories = result.stories as Array<{ productSlugs: string[] }>;
    expect(stories.length).toBeGreaterThanOrEqual(2);
    expect(stories.every((story) => story.productSlugs.includes("cc-488"))).toBe(true);
  });
});
