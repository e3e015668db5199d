import { describe, expect, it } from "vitest";

import type { PageByIdQuery } from "@/graphql/generated/content";
import type { Navigation, NavigationItem } from "@/lib/navigation/types";
import { directTarget } from "@/lib/routing/direct-target";
import type { Site } from "@/lib/site/types";

function site(id: string, slug: string | null): Site {
  return {
    id,
    name: id,
    slug,
    technicalName: id,
    internationalOnly: false,
    hideSideButtons: false,
    enableCutFont: false,
    headerNavigationId: `${id}-header`,
    footerNavigationId: `${id}-footer`,
    domains: [],
  };
}

function navigation(pages: Record<string, string>): Navigation {
  const items = Object.entries(pages).map(
    ([pageId, url]) =>
      ({ id: pageId, pageId, unlocalizedUrl: url, items: [] }) as unknown as NavigationItem,
  );
  return { id: "n", items } as unknown as Navigation;
}

const empty = navigation({});
const main = { site: site("main", null), header: navigation({ "page-a": "/a" }), footer: empty };
const events = {
  site: site("events", "north-america-events"),
  header: navigation({ "page-a": "/events-a", "page-b": "/b" }),
  footer: navigation({ "page-legal": "/legal" }),
};

function found(kind: keyof PageByIdQuery, slug = "s"): PageByIdQuery {
  const result: PageByIdQuery = {
    contentPages: [],
    stories: [],
    mediaReleases: [],
    systemPages: [],
  };
  (result[kind] as { id: string; slug: string }[]).push({ id: "x", slug });
  return result;
}

describe("directTarget", () => {
  const base = {
    localeUrlCode: "de",
    currentSite: main.site,
    sites: [events, main],
    siteUrl: "https://www.ferrion.example",
  };

  it("finds a content page on the current site first", () => {
    const result = { ...found("contentPages"), contentPages: [{ id: "page-a" }] };
    expect(directTarget({ ...base, found: result })).toBe("/de/a");
    expect(directTarget({ ...base, currentSite: events.site, found: result })).toBe(
      "/de/north-america-events/events-a",
    );
  });

  it("finds a content page on another site, with that site's slug", () => {
    const result = { ...found("contentPages"), contentPages: [{ id: "page-legal" }] };
    expect(directTarget({ ...base, found: result })).toBe("/de/north-america-events/legal");
  });

  it("finds a content page of a site with its own domain at that domain", () => {
    const result = { ...found("contentPages"), contentPages: [{ id: "page-legal" }] };
    const ownDomain = {
      ...events,
      site: { ...events.site, domains: [{ hostname: "events.ferrion.example", slug: null }] },
    };
    expect(directTarget({ ...base, sites: [ownDomain, main], found: result })).toBe(
      "https://events.ferrion.example/de/legal",
    );
  });

  it.each([
    ["stories", "/de/stories/s"],
    ["mediaReleases", "/de/media-releases/s"],
    ["systemPages", "/de/s"],
  ] as const)("sends a %s entry to its fixed route", (kind, expected) => {
    expect(directTarget({ ...base, found: found(kind) })).toBe(expected);
  });

  it("is null when no navigation shows the page or nothing has the id", () => {
    const hidden = { ...found("contentPages"), contentPages: [{ id: "page-hidden" }] };
    expect(directTarget({ ...base, found: hidden })).toBeNull();
    expect(
      directTarget({
        ...base,
        found: { contentPages: [], stories: [], mediaReleases: [], systemPages: [] },
      }),
    ).toBeNull();
  });
});
