import { describe, expect, it } from "vitest";

import { computeCacheBustingSearchParam } from "next/dist/shared/lib/router/utils/cache-busting-search-param.js";

import {
  hasCacheParam,
  isCacheablePageRequest,
  isCacheableRscRequest,
  isCacheClearRequest,
  pageCacheKey,
  pageCacheUrl,
  sharedApiUrl,
  sharedRequestOf,
} from "@/server/cacheable-request.mjs";

describe("isCacheablePageRequest", () => {
  it.each([
    ["a plain page", "GET", "/en/company", {}, true],
    ["a page with a query", "GET", "/en/company?utm_source=x", {}, true],
    ["a HEAD request", "HEAD", "/en/company", {}, false],
    ["a POST", "POST", "/en/company", {}, false],
    ["the root, which redirects by cookie and Accept-Language", "GET", "/", {}, false],
    ["a path without a locale, which redirects likewise", "GET", "/company", {}, false],
    ["a country locale", "GET", "/de-ch/company", {}, true],
    ["a double slash, which is no other host", "GET", "//en/company", {}, false],
    ["an unparseable target", "GET", "//%7F/x/", {}, false],
    ["a route handler", "GET", "/api/health/live", {}, false],
    ["a build asset", "GET", "/_next/static/chunks/a.js", {}, false],
    ["a file download", "GET", "/file/annual-report", {}, false],
    ["React Server Component data", "GET", "/en/company", { rsc: "1" }, false],
    ["a router prefetch", "GET", "/en/company", { "next-router-prefetch": "1" }, false],
    ["an _rsc query", "GET", "/en/company?_rsc=abc", {}, false],
    ["?cache=false", "GET", "/en/company?cache=false", {}, false],
    ["?cache=clear", "GET", "/en/company?cache=clear", {}, false],
    ["?nextRelease, which sets a cookie", "GET", "/en?nextRelease=true", {}, false],
    ["?enablePreviewPassword, which locks", "GET", "/en?enablePreviewPassword", {}, false],
    ["?stage=DRAFT", "GET", "/en?stage=DRAFT", {}, false],
    ["?testing=true, which sets a cookie", "GET", "/en?testing=true", {}, false],
    ["?direct, which redirects", "GET", "/en?direct=page-1", {}, false],
    ["a trailing slash, redirected with its query", "GET", "/en/company/?utm_source=x", {}, false],
    ["the search page, which follows its query", "GET", "/en/search?q=strip", {}, false],
    ["a site's search page", "GET", "/en/north-america-events/search?q=x", {}, false],
    ["the sign-in callback", "GET", "/de/callback?code=a&state=b", {}, false],
    ["a content page deeper down named search", "GET", "/en/a/b/search?q=x", {}, true],
    ["a story list page", "GET", "/en/stories?page=2", {}, true],
    ["locations filtered", "GET", "/en/company/locations?type=production", {}, true],
    ["a locations search, which follows its query", "GET", "/de/company/locations?q=x", {}, false],
    ["a locations blank search", "GET", "/de/company/locations?q=%20&type=production", {}, true],
    ["a locale cookie only", "GET", "/en", { cookie: "ferrion-locale-ferrion=de" }, true],
    ["an editor", "GET", "/en", { cookie: "a=1; ferrion-editor=abc" }, false],
    ["the next-release toggle", "GET", "/en", { cookie: "ferrion-next-release=x" }, false],
    ["the preview gate", "GET", "/en", { cookie: "ferrion-preview=x" }, false],
  ])("%s", (_name, method, url, headers, expected) => {
    expect(isCacheablePageRequest({ method, url, headers })).toBe(expected);
  });
});

describe("isCacheableRscRequest", () => {
  const prefetch = {
    rsc: "1",
    "next-router-prefetch": "1",
    "next-router-segment-prefetch": "/_tree",
  };
  it.each([
    ["a route-tree prefetch", "GET", "/en/company?_rsc=x", prefetch, true],
    [
      "a navigation",
      "GET",
      "/en/company?_rsc=x",
      { rsc: "1", "next-router-state-tree": "t" },
      true,
    ],
    ["a story list page's data", "GET", "/en/stories?page=2&_rsc=x", prefetch, true],
    ["a server action", "GET", "/en/company", { rsc: "1", "next-action": "a" }, false],
    ["a POST", "POST", "/en/company?_rsc=x", prefetch, false],
    ["a page's HTML", "GET", "/en/company", {}, false],
    ["?cache=false", "GET", "/en/company?cache=false&_rsc=x", prefetch, false],
    ["the search page", "GET", "/en/search?q=x&_rsc=x", prefetch, false],
    [
      "an editor's request",
      "GET",
      "/en?_rsc=x",
      { ...prefetch, cookie: "ferrion-editor=a" },
      false,
    ],
    [
      "the next-release toggle",
      "GET",
      "/en?_rsc=x",
      { ...prefetch, cookie: "ferrion-next-release=x" },
      false,
    ],
    ["the preview gate", "GET", "/en?_rsc=x", { ...prefetch, cookie: "ferrion-preview=x" }, false],
    ["a path without a locale", "GET", "/company?_rsc=x", prefetch, false],
    ["a route handler", "GET", "/api/news-feed?_rsc=x", prefetch, false],
  ])("%s", (_name, method, url, headers, expected) => {
    expect(isCacheableRscRequest({ method, url, headers })).toBe(expected);
  });
});

describe("sharedApiUrl", () => {
  it.each([
    ["the news feed", "/api/news-feed?lang=en", "/api/news-feed?lang=en"],
    ["its next page", "/api/news-feed?after=c1&lang=de&x=1", "/api/news-feed?lang=de&after=c1"],
    [
      "the first of a repeated parameter",
      "/api/news-feed?lang=en&lang=de",
      "/api/news-feed?lang=en",
    ],
    [
      "a site's navigation",
      "/api/site-navigation/public/site-main?lang=en&country=ch",
      "/api/site-navigation/public/site-main?lang=en&country=ch",
    ],
    [
      "navigation sections",
      "/api/site-navigation/public/section/a,b?lang=en",
      "/api/site-navigation/public/section/a,b?lang=en",
    ],
    ["?cache=false, fresh for one client", "/api/news-feed?lang=en&cache=false", null],
    ["?stage=DRAFT", "/api/site-navigation/public/site-main?lang=en&stage=DRAFT", null],
    ["the editor's navigation", "/api/site-navigation/editor/site-main?lang=en", null],
    ["site search", "/api/search-proxy/search?q=x", null],
  ])("%s", (_name, url, expected) => {
    expect(sharedApiUrl({ method: "GET", url, headers: {} })).toBe(expected);
  });

  it("is null for a POST and for router data", () => {
    expect(sharedApiUrl({ method: "POST", url: "/api/news-feed?lang=en", headers: {} })).toBeNull();
    const headers = { rsc: "1" };
    expect(sharedApiUrl({ method: "GET", url: "/api/news-feed?lang=en", headers })).toBeNull();
  });
});

describe("sharedRequestOf", () => {
  const host = "www.example.com";

  it("keys a page by host and URL, rendered as such", async () => {
    expect(
      await sharedRequestOf({ method: "GET", url: "/en?utm=1", headers: { host } }, "x"),
    ).toEqual({
      key: "www.example.com/en",
      target: { url: "/en", host },
      kind: "page",
    });
  });

  it("keys an RSC answer apart from the page and renders it with the router's headers", async () => {
    const headers = {
      host,
      rsc: "1",
      "next-router-prefetch": "1",
      "next-router-segment-prefetch": "/_tree",
      "next-url": "/site-main/en",
    };
    const sent = await computeCacheBustingSearchParam("1", "/_tree", undefined, "/site-main/en");
    const shared = await sharedRequestOf(
      { method: "GET", url: `/en/company?_rsc=${sent}`, headers },
      "x",
    );
    expect(shared?.kind).toBe("rsc");
    expect(shared?.key).not.toBe("www.example.com/en/company");
    expect(shared?.key.startsWith("www.example.com/en/company\n")).toBe(true);
    expect(shared?.target.headers).toEqual({
      rsc: "1",
      "next-router-prefetch": "1",
      "next-router-segment-prefetch": "/_tree",
    });
  });

  it("leaves an RSC request with an _rsc the router would not send to Next.js", async () => {
    const headers = { host, rsc: "1", "next-router-prefetch": "1" };
    expect(
      await sharedRequestOf({ method: "GET", url: "/en?_rsc=forged", headers }, "x"),
    ).toBeNull();
  });

  it("leaves a personal request to Next.js", async () => {
    const headers = { host, cookie: "ferrion-editor=a" };
    expect(await sharedRequestOf({ method: "GET", url: "/en", headers }, "x")).toBeNull();
  });
});

describe("pageCacheKey", () => {
  it("keys by host (lower case) and the page's URL", () => {
    expect(pageCacheKey({ url: "/en?a=1", headers: { host: "WWW.Ferrion.com" } })).toBe(
      "www.ferrion.com/en",
    );
  });

  it("tells two hosts apart", () => {
    const a = pageCacheKey({ url: "/en", headers: { host: "a.example" } });
    const b = pageCacheKey({ url: "/en", headers: { host: "b.example" } });
    expect(a).not.toBe(b);
  });

  it("gives 10,000 unique junk query strings one key", () => {
    const keys = new Set(
      Array.from({ length: 10_000 }, (_, i) =>
        pageCacheKey({ url: `/en/company?utm_id=${i}&x${i}=${i}`, headers: { host: "h" } }),
      ),
    );
    expect([...keys]).toEqual(["h/en/company"]);
  });
});

describe("pageCacheUrl", () => {
  it.each([
    ["a page without a query", "/en/company", "/en/company"],
    ["tracking parameters", "/en/company?utm_source=x&gclid=1&fbclid=2", "/en/company"],
    ["list parameters on a content page", "/en/company?page=2&category=x", "/en/company"],
    [
      "a story list's category and page",
      "/en/stories?x=1&page=2&category=news",
      "/en/stories?category=news&page=2",
    ],
    [
      "a site's story list",
      "/en/north-america-events/stories?page=3",
      "/en/north-america-events/stories?page=3",
    ],
    ["the first page, which is the list without one", "/en/stories?page=1", "/en/stories"],
    ["a page number the list ignores", "/en/stories?page=abc", "/en/stories"],
    ["a page out of range", "/en/stories?page=10001", "/en/stories"],
    [
      "a repeated parameter: the first value counts",
      "/en/stories?page=2&page=3",
      "/en/stories?page=2",
    ],
    [
      "a category with blanks around it",
      "/en/stories?category=%20news%20",
      "/en/stories?category=news",
    ],
    ["an empty category", "/en/stories?category=", "/en/stories"],
    [
      "media-release filters",
      "/de/media-releases?year=2024&adhoc=true&page=2&utm=1",
      "/de/media-releases?adhoc=true&year=2024&page=2",
    ],
    [
      "media-release filters the list ignores",
      "/de/media-releases?year=1850&adhoc=maybe",
      "/de/media-releases",
    ],
    ["a content page deeper down named like a list", "/en/a/b/stories?page=2", "/en/a/b/stories"],
    [
      "location filters, junk and unknown values dropped",
      "/de/company/locations?region=asia&country=DE&utm=1&type=distributor&brand=Strixa&q=",
      "/de/company/locations?brand=strixa&type=distributor&country=de",
    ],
  ])("%s: %s → %s", (_name, url, expected) => {
    expect(pageCacheUrl(url)).toBe(expected);
  });
});

describe("hasCacheParam", () => {
  it.each([
    ["/en?cache=false", true],
    ["/en?cache=clear", true],
    ["/en?cache", true],
    ["/en?cached=1", false],
    ["/en", false],
  ])("%s → %s", (url, expected) => {
    expect(hasCacheParam(url)).toBe(expected);
  });
});

describe("isCacheClearRequest", () => {
  it.each([
    ["/en?cache=clear", true],
    ["/en?x=1&cache=clear", true],
    ["/en?cache=false", false],
    ["/en", false],
    ["//%7F/x/?cache=clear", true],
    ["//%2F/xx", false],
  ])("%s → %s", (url, expected) => {
    expect(isCacheClearRequest(url)).toBe(expected);
  });
});
