import { describe, expect, it } from "vitest";

import type { SectionSitemapQuery } from "@/graphql/generated/content";
import { sectionPathsIn } from "@/lib/seo/section-sitemap-paths";

const raw: SectionSitemapQuery = {
  stories: [
    { id: "story-a", slug: "a", localizations: [{ locale: "en" }, { locale: "de" }] },
    { id: "story-b", slug: "b", localizations: [{ locale: "en" }] },
  ],
  storyContacts: [{ id: "contact-x", slug: "x" }],
  mediaReleases: [{ id: "release-c", slug: "c", localizations: [{ locale: "de" }] }],
};

describe("story and media-release pages in the sitemap", () => {
  it("lists the lists, every author and each story or release in the languages it exists in", () => {
    expect([...sectionPathsIn("en", raw).values()]).toEqual([
      "/stories",
      "/stories/contacts",
      "/media-releases",
      "/stories/a",
      "/stories/b",
      "/stories/contacts/x",
    ]);
    expect([...sectionPathsIn("de", raw).values()]).toEqual([
      "/stories",
      "/stories/contacts",
      "/media-releases",
      "/stories/a",
      "/stories/contacts/x",
      "/media-releases/c",
    ]);
  });
});
