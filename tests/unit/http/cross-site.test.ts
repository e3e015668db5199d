import { describe, expect, it } from "vitest";

import { refuseCrossSite } from "@/lib/api/refuse-cross-site";
import { isCrossSiteRequest } from "@/lib/http/cross-site";

const HOST = "www.ferrion.example";

describe("isCrossSiteRequest", () => {
  it.each<[string, string | null, string | null, string | null, boolean]>([
    ["a fetch from the site's own page", "same-origin", `https://${HOST}`, HOST, false],
    ["an address typed into the browser", "none", null, HOST, false],
    ["another site's form", "cross-site", "https://evil.example", HOST, true],
    ["another site's link (no Origin on a GET)", "cross-site", null, HOST, true],
    ["another site's form that claims our Origin", "cross-site", `https://${HOST}`, HOST, true],
    ["a sibling subdomain", "same-site", `https://shop.ferrion.example`, HOST, true],
    ["a sibling subdomain without Origin", "same-site", null, HOST, true],
    ["upper-case Sec-Fetch-Site", "Cross-Site", null, HOST, true],
    ["an old browser, own Origin", null, `https://${HOST}`, HOST, false],
    [
      "an old browser, own Origin with its default port",
      null,
      `https://${HOST}`,
      `${HOST}:443`,
      false,
    ],
    [
      "an old browser, own Origin on a port",
      null,
      "http://127.0.0.1:3000",
      "127.0.0.1:3000",
      false,
    ],
    ["an old browser, another port", null, "http://127.0.0.1:4000", "127.0.0.1:3000", true],
    ["an old browser, another site's Origin", null, "https://evil.example", HOST, true],
    ["Origin null (a sandboxed frame)", null, "null", HOST, true],
    ["a garbage Origin", null, "::::", HOST, true],
    ["an Origin but no Host", null, `https://${HOST}`, null, true],
    ["no browser at all (curl, a server)", null, null, HOST, false],
  ])("%s → cross-site: %s", (_name, secFetchSite, origin, host, expected) => {
    expect(isCrossSiteRequest({ secFetchSite, origin, host })).toBe(expected);
  });
});

describe("refuseCrossSite", () => {
  it("answers 403 with a JSON message for a cross-site request", async () => {
    const response = refuseCrossSite(
      new Request(`https://${HOST}/api/translation/start/page-1`, {
        headers: { "sec-fetch-site": "cross-site", host: HOST },
      }),
    );
    expect(response?.status).toBe(403);
    expect(await response?.json()).toEqual({
      error: "Forbidden",
      message: "Requests from another site are refused; use this site's own pages",
    });
  });

  it("lets the site's own request through", () => {
    const request = new Request(`https://${HOST}/api/translation/start/page-1`, {
      headers: { "sec-fetch-site": "same-origin", host: HOST },
    });
    expect(refuseCrossSite(request)).toBeNull();
  });
});
