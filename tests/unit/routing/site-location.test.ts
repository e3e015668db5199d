import { describe, expect, it } from "vitest";

import { siteLocation } from "@/lib/routing/site-location";
import type { SiteDomain } from "@/lib/site/types";

function site(id: string, slug: string | null, domains: string[] = []) {
  const parsed: SiteDomain[] = domains.map((domain) => {
    const [hostname = "", path = null] = domain.split("/");
    return { hostname, slug: path };
  });
  return { id, slug, domains: parsed };
}

const main = site("main", null, ["www.ferrion.example", "localhost"]);
const events = site("events", "north-america-events", ["events.ferrion.example"]);
const fairs = site("fairs", "fairs");
const partOfMain = site("parts", "parts", ["www.ferrion.example/parts"]);
const SITE_URL = "https://www.ferrion.example";

describe("siteLocation: from configuration, never the request's host", () => {
  it.each([
    ["the current site: a path", main, main, "/de/company"],
    [
      "the current site reached by slug: a path with its slug",
      events,
      events,
      "/de/north-america-events/company",
    ],
    ["a site behind its slug only: a path with its slug", main, fairs, "/de/fairs/company"],
    [
      "a site whose domain points at a part of another: a path",
      main,
      partOfMain,
      "/de/parts/company",
    ],
    [
      "a site with its own domain: that domain's origin",
      main,
      events,
      "https://events.ferrion.example/de/company",
    ],
    [
      "the main site from another site: SITE_URL",
      events,
      main,
      "https://www.ferrion.example/de/company",
    ],
  ])("%s", (_, current, target, expected) => {
    expect(
      siteLocation({ path: "/company", localeUrlCode: "de", current, target, siteUrl: SITE_URL }),
    ).toBe(expected);
  });

  it("takes the main site's own domain when SITE_URL names none of them", () => {
    const location = siteLocation({
      path: "/",
      localeUrlCode: "en",
      current: events,
      target: main,
      siteUrl: "https://cdn.example",
    });
    expect(location).toBe("https://www.ferrion.example/en");
  });
});
