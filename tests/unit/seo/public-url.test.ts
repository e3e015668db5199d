import { describe, expect, it } from "vitest";

import { parseConfig } from "@/lib/config/parse-config";
import { publicBase, publicUrl } from "@/lib/seo/public-url";
import type { SiteDomain } from "@/lib/site/types";

function site(slug: string | null, ...domains: string[]) {
  return {
    slug,
    domains: domains.map((domain): SiteDomain => {
      const [hostname = "", path = ""] = domain.split("/");
      return { hostname, slug: path || null };
    }),
  };
}

const LOCAL = "http://127.0.0.1:3000";
const LIVE = "https://www.ferrion.example";

describe("publicBase: where a site's pages are public", () => {
  it.each([
    {
      rule: "the main site lives at SITE_URL, port and scheme included",
      site: site(null, "127.0.0.1", "localhost"),
      siteUrl: LOCAL,
      base: { origin: LOCAL, siteSlug: null },
    },
    {
      rule: "a main site without domains lives at SITE_URL",
      site: site(null),
      siteUrl: LIVE,
      base: { origin: LIVE, siteSlug: null },
    },
    {
      rule: "a site's own domain wins, with SITE_URL's scheme, at the domain's root",
      site: site("north-america-events", "events.ferrion.example"),
      siteUrl: LOCAL,
      base: { origin: "http://events.ferrion.example", siteSlug: null },
    },
    {
      rule: "a site without its own domain lives under SITE_URL behind its slug",
      site: site("brand-portal"),
      siteUrl: LIVE,
      base: { origin: LIVE, siteSlug: "brand-portal" },
    },
    {
      rule: "a domain pointing at a part of another site is not the site's own",
      site: site("brand-portal", "www.ferrion.example/brands"),
      siteUrl: LIVE,
      base: { origin: LIVE, siteSlug: "brand-portal" },
    },
    {
      rule: "when SITE_URL names one of the site's domains, SITE_URL is kept",
      site: site(null, "ferrion.example", "www.ferrion.example"),
      siteUrl: LIVE,
      base: { origin: LIVE, siteSlug: null },
    },
  ])("$rule", ({ site: candidate, siteUrl, base }) => {
    expect(publicBase(candidate, siteUrl)).toEqual(base);
  });
});

describe("publicUrl", () => {
  it.each([
    ["/", "en", { origin: LOCAL, siteSlug: null }, `${LOCAL}/en`],
    [
      "/company/about-us",
      "de-ch",
      { origin: LIVE, siteSlug: null },
      `${LIVE}/de-ch/company/about-us`,
    ],
    ["/trade-shows", "es", { origin: LIVE, siteSlug: "events" }, `${LIVE}/es/events/trade-shows`],
  ])("%s in %s → %s", (path, locale, base, url) => {
    expect(publicUrl(path, locale, base)).toBe(url);
  });
});

describe("SITE_URL configuration", () => {
  it("defaults to the local site address", () => {
    expect(parseConfig({}).siteUrl).toBe(LOCAL);
  });

  it("is reduced to its origin", () => {
    expect(parseConfig({ SITE_URL: "https://www.ferrion.example/" }).siteUrl).toBe(LIVE);
  });

  it("stops the start with a line naming the variable when malformed", () => {
    expect(() => parseConfig({ SITE_URL: "ftp://ferrion" })).toThrow(
      'Invalid configuration: SITE_URL must be an http(s) URL (got "ftp://ferrion")',
    );
  });
});
