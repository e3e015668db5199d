import { afterEach, describe, expect, it } from "vitest";

import { provideEditorCheck } from "@/lib/editor/editor-check.mjs";
import { isBudgetedPath, isSignedInEditor, withoutCacheParam } from "@/server/budgeted-request.mjs";

describe("isBudgetedPath", () => {
  it.each([
    ["a page", "/en/company", true],
    ["a page with ?cache=false", "/en/company?cache=false", true],
    ["the search page", "/en/search?q=crimp", true],
    ["site search", "/api/search-proxy/search?q=x", true],
    ["search suggestions", "/api/search-proxy/suggest?q=x", true],
    ["the news feed", "/api/news-feed?lang=en", true],
    ["product data", "/api/product-data/abc", true],
    ["a build asset", "/_next/static/chunks/a.js", false],
    ["an optimized image", "/_next/image?url=x", false],
    ["the icon", "/icon.svg", false],
    ["health", "/api/health/ready", false],
    ["the build id", "/api/build-id", false],
    ["the portal proxy, limited per user", "/api/tickets-proxy", false],
    ["a form, limited per form", "/api/forms/service-request", false],
    ["the editor sign-in, throttled", "/api/editor-area-autentication", false],
    ["a path that only starts like an exempt one", "/api/build-identity", true],
  ])("%s: %s", (_name, url, expected) => {
    expect(isBudgetedPath(url)).toBe(expected);
  });
});

describe("isSignedInEditor", () => {
  afterEach(() => provideEditorCheck(() => false));

  it("asks the site's check with the editor cookie's value", () => {
    provideEditorCheck((token) => token === "good");
    expect(isSignedInEditor({ cookie: "a=1; ferrion-editor=good" })).toBe(true);
    expect(isSignedInEditor({ cookie: "ferrion-editor=forged" })).toBe(false);
    expect(isSignedInEditor({ cookie: "ferrion-editor-stage=good" })).toBe(false);
    expect(isSignedInEditor({})).toBe(false);
  });
});

describe("withoutCacheParam", () => {
  it.each([
    ["/en/company?cache=false", "/en/company"],
    ["/en/stories?page=2&cache=clear", "/en/stories?page=2"],
    ["//evil.example/x?cache=false", "//evil.example/x"],
  ])("%s → %s", (url, expected) => {
    expect(withoutCacheParam(url)).toBe(expected);
  });
});
