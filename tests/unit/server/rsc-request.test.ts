import { computeCacheBustingSearchParam } from "next/dist/shared/lib/router/utils/cache-busting-search-param.js";
import { describe, expect, it } from "vitest";

import {
  hasExpectedCacheBuster,
  rscCacheKey,
  rscRenderRequest,
  rscVariant,
} from "@/server/rsc-request.mjs";

const TREE = { "next-router-prefetch": "1", "next-router-segment-prefetch": "/_tree" };
const NAVIGATION = { "next-router-state-tree": "%5B%22%22%2C%7B%7D%5D" };

describe("rscVariant", () => {
  it.each([
    ["a route-tree prefetch", TREE, { prefetch: "1", segmentPrefetch: "/_tree" }],
    ["a navigation", NAVIGATION, { stateTree: "%5B%22%22%2C%7B%7D%5D" }],
    ["a prefetch kind the router never sends", { "next-router-prefetch": "x" }, null],
  ])("%s", (_name, headers, expected) => {
    const variant = rscVariant({ rsc: "1", ...headers });
    expect(variant).toEqual(
      expected && {
        prefetch: undefined,
        segmentPrefetch: undefined,
        stateTree: undefined,
        ...expected,
      },
    );
  });
});

describe("rscCacheKey", () => {
  const key = (headers: Record<string, string>) =>
    rscCacheKey("h/en", rscVariant({ rsc: "1", ...headers })!);

  it("tells apart every router header an answer varies by", () => {
    const keys = new Set([
      key(TREE),
      key({ ...TREE, "next-router-segment-prefetch": "/__PAGE__" }),
      key({ "next-router-prefetch": "1", ...NAVIGATION }),
      key(NAVIGATION),
      key({ "next-router-state-tree": "%5B%22%22%5D" }),
    ]);
    expect(keys.size).toBe(5);
  });

  it("ignores the page the visitor is on (Next-Url), which the answer does not follow", () => {
    expect(key({ ...TREE, "next-url": "/site-main/en" })).toBe(
      key({ ...TREE, "next-url": "/site-main/en/company" }),
    );
  });

  it("is never a page's own key", () => {
    expect(key(NAVIGATION)).not.toBe("h/en");
  });
});

describe("hasExpectedCacheBuster", () => {
  it("accepts the _rsc the router computes, with Next-Url, and nothing else", async () => {
    const headers = { rsc: "1", ...TREE, "next-url": "/site-main/en" };
    const right = await computeCacheBustingSearchParam("1", "/_tree", undefined, "/site-main/en");
    expect(await hasExpectedCacheBuster(`/en/company?_rsc=${right}`, headers)).toBe(true);
    expect(await hasExpectedCacheBuster("/en/company?_rsc=forged", headers)).toBe(false);
    expect(await hasExpectedCacheBuster("/en/company", headers)).toBe(false);
  });
});

describe("rscRenderRequest", () => {
  it("asks for the page's URL with the _rsc Next.js expects of the router headers alone", async () => {
    const variant = rscVariant({ rsc: "1", ...TREE })!;
    const expected = await computeCacheBustingSearchParam("1", "/_tree", undefined, undefined);
    expect(await rscRenderRequest("/en/stories?page=2", variant)).toEqual({
      url: `/en/stories?page=2&_rsc=${expected}`,
      headers: { rsc: "1", ...TREE },
    });
    expect((await rscRenderRequest("/en", variant)).url).toBe(`/en?_rsc=${expected}`);
  });
});
