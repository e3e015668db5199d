import { describe, expect, it } from "vitest";

import type { PathPrefix } from "@/lib/navigation/localize-path";
import { resolveNewsFeedLink } from "@/lib/news-feed/news-feed-link";
import type { NewsFeedLink } from "@/lib/news-feed/news-feed-types";

const MAIN: PathPrefix = { localeUrlCode: "de", siteSlug: null };
const EVENTS: PathPrefix = { localeUrlCode: "en", siteSlug: "north-america-events" };

describe("a news item's link", () => {
  const cases: Array<[string, NewsFeedLink, PathPrefix, unknown]> = [
    [
      "an in-app path gets the locale",
      { kind: "target", target: "/stories/solar-power-dierikon", label: "Read" },
      MAIN,
      { kind: "app", href: "/de/stories/solar-power-dierikon", label: "Read" },
    ],
    [
      "and the site slug on a site reached by slug",
      { kind: "target", target: "/media-releases/agm-2026", label: null },
      EVENTS,
      { kind: "app", href: "/en/north-america-events/media-releases/agm-2026", label: null },
    ],
    [
      "an external address stays as it is",
      { kind: "target", target: "https://www.linkedin.com/company/example", label: "LinkedIn" },
      MAIN,
      { kind: "browser", href: "https://www.linkedin.com/company/example", label: "LinkedIn" },
    ],
    [
      "an action stays an action",
      { kind: "target", target: "action:open-news-feed-panel", label: "News" },
      MAIN,
      { kind: "action", action: "open-news-feed-panel", label: "News" },
    ],
    [
      "a CMS page known by id is found with ?direct=",
      { kind: "page", pageId: "page-company", label: "Company" },
      MAIN,
      { kind: "app", href: "/de?direct=page-company", label: "Company" },
    ],
  ];
  it.each(cases)("%s", (_rule, link, prefix, expected) => {
    expect(resolveNewsFeedLink(link, prefix)).toEqual(expected);
  });

  it("a script address leads nowhere", () => {
    expect(
      resolveNewsFeedLink(
        { kind: "target", target: "hard:javascript:alert(1)", label: null },
        MAIN,
      ),
    ).toBeNull();
  });
});
