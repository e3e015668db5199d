import { describe, expect, it } from "vitest";

import {
  isCacheablePageRequest,
  isCacheClearRequest,
  pageCacheKey,
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
    ["a locale cookie only", "GET", "/en", { cookie: "ferrion-locale-ferrion=de" }, true],
    ["an editor", "GET", "/en", { cookie: "a=1; ferrion-editor=abc" }, false],
    ["the next-release toggle", "GET", "/en", { cookie: "ferrion-next-release=x" }, false],
    ["the preview gate", "GET", "/en", { cookie: "ferrion-preview=x" }, false],
  ])("%s", (_name, method, url, headers, expected) => {
    expect(isCacheablePageRequest({ method, url, headers })).toBe(expected);
  });
});

describe("pageCacheKey", () => {
  it("keys by host (lower case) and URL", () => {
    expect(pageCacheKey({ url: "/en?a=1", headers: { host: "WWW.Ferrion.com" } })).toBe(
      "www.ferrion.com/en?a=1",
    );
  });

  it("tells two hosts apart", () => {
    const a = pageCacheKey({ url: "/en", headers: { host: "a.example" } });
    const b = pageCacheKey({ url: "/en", headers: { host: "b.example" } });
    expect(a).not.toBe(b);
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
