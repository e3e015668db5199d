import { beforeEach, describe, expect, it, vi } from "vitest";

import type { ContentRequest } from "@/lib/content-system/content-request";
import type { Navigation } from "@/lib/navigation/types";
import type { Country, Site, SystemData } from "@/lib/site/types";

const state = vi.hoisted(() => ({
  editorCookie: undefined as string | undefined,
  requests: [] as unknown[],
  locales: [] as string[],
}));

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: () => (state.editorCookie === undefined ? undefined : { value: state.editorCookie }),
  }),
}));
vi.mock("next-intl/server", () => ({
  setRequestLocale: (language: string) => state.locales.push(language),
}));
vi.mock("@/lib/editor/editor-session", () => ({
  checkEditorToken: (token: string | undefined) =>
    token === "signed-in" ? { valid: true, issuedAtS: 0, sessionId: "s" } : { valid: false },
}));

const site: Site = {
  id: "main",
  name: "Ferrion",
  slug: null,
  technicalName: "ferrion",
  internationalOnly: false,
  hideSideButtons: false,
  enableCutFont: false,
  headerNavigationId: "h",
  footerNavigationId: "f",
  domains: [],
};
const switzerland: Country = {
  code: "CH",
  hidden: false,
  supportedLanguages: ["de", "fr"],
  defaultLanguage: "de",
  defaultMeasurementSystem: "Metric",
  names: {},
};
const system: SystemData = { sites: [site], countries: [switzerland], languages: [] };
const navigation = (id: string): Navigation =>
  ({ id, name: id, theme: "Default", contactLink: null, sections: [], items: [] }) as Navigation;

vi.mock("@/lib/site/get-system-data", () => ({ getSystemData: async () => system }));
vi.mock("@/lib/navigation/get-site-navigations", () => ({
  getAllSiteNavigations: async (request: unknown) => {
    state.requests.push(request);
    return new Map([["main", { header: navigation("h"), footer: navigation("f") }]]);
  },
}));

const { getSiteContextForSegment } = await import("@/lib/site-context/get-site-context");

beforeEach(() => {
  state.editorCookie = undefined;
  state.requests.length = 0;
  state.locales.length = 0;
});

describe("getSiteContextForSegment, the one decoder of a route's site segment", () => {
  it.each([
    ["a visitor", "main", undefined, "PUBLISHED", "default", undefined, false],
    ["?cache=false", "main~nocache", undefined, "PUBLISHED", "bypass", undefined, false],
    ["the next release", "main~next", undefined, "PUBLISHED", "default", "next-release:", false],
    ["an editor", "main~editor", "signed-in", "PUBLISHED", "default", undefined, true],
    ["an editor's drafts", "main~editor~draft", "signed-in", "DRAFT", "default", undefined, true],
    [
      "drafts claimed without a cookie",
      "main~editor~draft",
      undefined,
      "PUBLISHED",
      "default",
      undefined,
      false,
    ],
    [
      "drafts with a forged cookie",
      "main~editor~draft",
      "forged",
      "PUBLISHED",
      "default",
      undefined,
      false,
    ],
    [
      "drafts of the next release",
      "main~editor~draft~next",
      "signed-in",
      "DRAFT",
      "default",
      "next-release:",
      true,
    ],
  ] as const)(
    "reads %s (%s) as stage and cache the content system sees",
    async (_, segment, cookie, stage, mode, keyPrefix, isEditor) => {
      state.editorCookie = cookie;
      const context = await getSiteContextForSegment(segment, "en");
      const expected: ContentRequest["cache"] = { mode, keyPrefix };
      expect(context?.request.stage).toBe(stage);
      expect(context?.request.cache).toEqual(expected);
      expect(context?.variant).toEqual({ isEditor, stage, isNextRelease: keyPrefix !== undefined });
      // The navigations the page's header shows are read with the same stage and cache.
      expect(state.requests).toEqual([expect.objectContaining({ stage, cache: expected })]);
    },
  );

  it("sets the request locale for the page's server texts", async () => {
    const context = await getSiteContextForSegment("main", "de-ch");
    expect(context?.locale.code).toBe("de-CH");
    expect(state.locales).toEqual(["de"]);
  });

  it.each([
    ["an unknown site", "elsewhere", "en"],
    ["a language the site does not speak", "main", "es"],
    ["a locale that is no locale", "main", "xx-yy-zz"],
  ])("is null for %s, and sets no locale", async (_, segment, locale) => {
    expect(await getSiteContextForSegment(segment, locale)).toBeNull();
    expect(state.locales).toEqual([]);
  });
});
