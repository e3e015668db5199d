import { describe, expect, it } from "vitest";

import type { LinkFieldsFragment, PageByIdQuery } from "@/graphql/generated/content";
import type { Navigation, NavigationItem } from "@/lib/navigation/types";
import {
  decideRoute,
  type LoadedData,
  type LoadStep,
  type RequestFacts,
  type RouteDecision,
} from "@/lib/routing/decide-route";
import { localeCookieName } from "@/lib/routing/locale-cookie";
import type { RequestVariant } from "@/lib/routing/request-variant";
import { parseLocaleSegment } from "@/lib/site/derive-locale";
import type { Site, SystemData } from "@/lib/site/types";

const localeOf = (segment: string) => parseLocaleSegment(segment)!;

function site(id: string, slug: string | null, technicalName: string, hostname?: string): Site {
  return {
    id,
    name: id,
    slug,
    technicalName,
    internationalOnly: false,
    hideSideButtons: false,
    enableCutFont: false,
    headerNavigationId: `${id}-header`,
    footerNavigationId: `${id}-footer`,
    domains: hostname ? [{ hostname, slug: null }] : [],
  };
}

function item(pageId: string, url: string, extra: Partial<NavigationItem> = {}): NavigationItem {
  return {
    id: pageId,
    title: pageId,
    breadcrumbOverride: null,
    hidden: false,
    countries: [],
    pageId,
    pageSlug: url === "/" ? "home" : (url.split("/").at(-1) ?? null),
    unlocalizedUrl: url,
    url: null,
    target: null,
    branch: [pageId],
    marketingSection: null,
    contentTeaserCard: null,
    sectionIds: [],
    sections: [],
    items: [],
    ...extra,
  };
}

function navigation(items: NavigationItem[]): Navigation {
  return {
    id: "n",
    name: "n",
    theme: "Default",
    contactLink: null,
    sections: [],
    items,
  };
}

// The main site speaks en, de, fr (lib/site/site-languages.ts); the events site en and es.
const main = site("main", null, "ferrion");
const events = site("events", "north-america-events", "north_america_events", "events.example");
const system: SystemData = {
  sites: [main, events],
  countries: [
    {
      code: "DE",
      hidden: false,
      supportedLanguages: ["de", "en"],
      defaultLanguage: "de",
      defaultMeasurementSystem: "Metric",
      names: {},
    },
    {
      code: "CH",
      hidden: true,
      supportedLanguages: ["de", "en"],
      defaultLanguage: "de",
      defaultMeasurementSystem: "Metric",
      names: {},
    },
  ],
  languages: [],
};
const navigations = new Map([
  [
    "main",
    {
      header: navigation([
        item("home", "/"),
        item("about", "/company/about-us"),
        item("secret", "/secret", { hidden: true }),
      ]),
      // The footer lists the about page under a path of its own too.
      footer: navigation([item("legal", "/legal"), item("about", "/about-us")]),
    },
  ],
  [
    "events",
    {
      header: navigation([item("events-home", "/"), item("agenda", "/agenda")]),
      footer: navigation([]),
    },
  ],
]);

const link = {
  path: (path: string): LinkFieldsFragment => ({
    __typename: "PathLink",
    id: "l",
    title: null,
    path,
  }),
  page: (id: string): LinkFieldsFragment => ({
    __typename: "PageLink",
    id: "l",
    title: null,
    page: { id, slug: "x", title: "X" },
  }),
  external: (url: string): LinkFieldsFragment => ({
    __typename: "ExternalLink",
    id: "l",
    title: null,
    url,
  }),
  product: (productSlug: string): LinkFieldsFragment => ({
    __typename: "ProductLink",
    id: "l",
    title: null,
    productSlug,
  }),
};
const CS_3100_ROUTE = "/products/cutting-stripping/fully-automatic/cs-3100";
const redirects = [
  { id: "r1", previousUrl: "/old", target: link.path("/company/about-us") },
  { id: "r2", previousUrl: "/script", target: link.external("javascript:alert(1)") },
  { id: "r3", previousUrl: "/gone", target: link.page("no-such-page") },
  { id: "r4", previousUrl: "/cutter", target: link.product("cs-3100") },
  { id: "r5", previousUrl: "/old-cutter", target: link.product("cs-0001") },
] satisfies Exclude<LoadedData["redirects"], "failed" | undefined>;

const legalPage: PageByIdQuery = {
  contentPages: [{ id: "legal" }],
  stories: [],
  mediaReleases: [],
  systemPages: [],
} as unknown as PageByIdQuery;

const visitor: RequestVariant = {
  editor: { valid: false, reason: "missing" },
  hasEditorCookie: false,
  stage: { stage: "PUBLISHED", cookie: "keep" },
  release: { isOn: false, cookie: "keep" },
  gate: { isLocked: false, cookie: "keep" },
  cacheMode: "default",
};
const editor: Partial<RequestVariant> = { editor: { valid: true, issuedAtS: 1, sessionId: "s" } };

/** What the backends answer, for each thing decideRoute may ask for. */
interface World {
  sites: NonNullable<LoadedData["sites"]>;
  routeExists: NonNullable<LoadedData["routeExists"]>;
  redirects: NonNullable<LoadedData["redirects"]>;
  directPage: PageByIdQuery | null;
  /** What getProductRoutes answers: the routes of the products the locale's country is offered. */
  productRoutes: NonNullable<LoadedData["productRoutes"]>;
}
const world: World = {
  sites: { system, navigations },
  routeExists: true,
  redirects,
  directPage: legalPage,
  productRoutes: new Map([["cs-3100", CS_3100_ROUTE]]),
};

/** The proxy's loop, with the world's answers in place of the backends. */
function route(url: string, request: Partial<RequestFacts> = {}, answers: Partial<World> = {}) {
  const { pathname, search } = new URL(url, "http://site.example");
  const facts: RequestFacts = {
    pathname,
    search,
    hostname: "site.example",
    directId: new URL(url, "http://site.example").searchParams.get("direct"),
    cookies: {},
    acceptLanguage: null,
    isPrefetch: false,
    siteUrl: "https://www.ferrion.example",
    ...request,
    variant: { ...visitor, ...request.variant },
  };
  const loads: LoadStep[] = [];
  let loaded: LoadedData = {};
  let step = decideRoute(facts, loaded);
  while (step.kind === "load") {
    if (loads.length > 4) throw new Error("decideRoute keeps asking");
    loads.push(step);
    loaded = { ...loaded, [step.need]: { ...world, ...answers }[step.need] };
    step = decideRoute(facts, loaded);
  }
  return { decision: step, reads: loads.map((load) => load.need) };
}

const page = (path: string, caching = "store", cookie: string | null = path.split("/")[2]!) => ({
  kind: "page",
  path,
  caching,
  localeCookie: cookie === null ? null : { name: expect.any(String), value: cookie },
});
const notFound = (path: string, reason: "invalid" | "unmatched") => ({
  kind: "notFound",
  path,
  reason,
  isLogged: true,
});
const redirect = (location: string, status: 301 | 302, isPerVisitor = false) => ({
  kind: "redirect",
  location,
  status,
  isPerVisitor,
});

describe("decideRoute", () => {
  it.each<[string, string, Partial<RequestFacts>, Partial<World>, object, string[]]>([
    // Redirects that need no content.
    ["a trailing slash", "/en/company/?a=1", {}, {}, redirect("/en/company?a=1", 301), []],
    ["a trailing slash on a locale", "/en/", {}, {}, redirect("/en", 301), []],
    // The visitor's locale for paths without one.
    [
      "/ by Accept-Language",
      "/",
      { acceptLanguage: "de-DE,de" },
      {},
      redirect("/de-de", 302, true),
      ["sites"],
    ],
    [
      "/ by the locale cookie",
      "/",
      { cookies: { [localeCookieName(main)]: "fr" } },
      {},
      redirect("/fr", 302, true),
      ["sites"],
    ],
    [
      "an old bookmark keeps path and query",
      "/company/about-us?x=1",
      {},
      {},
      redirect("/en/company/about-us?x=1", 302, true),
      ["sites"],
    ],
    // Pages of the navigation: only the site data is read.
    ["the home page", "/en", {}, {}, page("/main/en"), ["sites"]],
    [
      "a content page",
      "/de-de/company/about-us",
      {},
      {},
      page("/main/de-de/company/about-us"),
      ["sites"],
    ],
    ["a footer page", "/fr/legal", {}, {}, page("/main/fr/legal"), ["sites"]],
    [
      "a header page at its footer path, at its header path",
      "/de-de/about-us?x=1",
      {},
      {},
      redirect("/de-de/company/about-us?x=1", 301),
      ["sites"],
    ],
    [
      "a prefetch sets no locale cookie",
      "/en/legal",
      { isPrefetch: true },
      {},
      page("/main/en/legal", "store", null),
      ["sites"],
    ],
    [
      "a site by its slug",
      "/en/north-america-events/agenda",
      {},
      {},
      page("/events/en/agenda"),
      ["sites"],
    ],
    [
      "a site by its domain",
      "/es/agenda",
      { hostname: "events.example" },
      {},
      page("/events/es/agenda"),
      ["sites"],
    ],
    // Variants: the segment carries them, and only a visitor's page may be stored.
    [
      "an editor's page",
      "/en/legal",
      { variant: { ...visitor, ...editor } },
      {},
      page("/main~editor/en/legal", "private"),
      ["sites"],
    ],
    [
      "an editor's draft",
      "/en/legal",
      { variant: { ...visitor, ...editor, stage: { stage: "DRAFT", cookie: "keep" } } },
      {},
      page("/main~editor~draft/en/legal", "private"),
      ["sites"],
    ],
    [
      "the next release",
      "/en/legal",
      { variant: { ...visitor, release: { isOn: true, cookie: "keep" } } },
      {},
      page("/main~next/en/legal", "private"),
      ["sites"],
    ],
    [
      "?cache=false",
      "/en/legal",
      { variant: { ...visitor, cacheMode: "bypass" } },
      {},
      page("/main~nocache/en/legal", "private"),
      ["sites"],
    ],
    // Hidden pages: editors only (spec 000 §6).
    [
      "a hidden page for a visitor",
      "/en/secret",
      {},
      {},
      notFound("/main/en/~404", "unmatched"),
      ["sites", "redirects"],
    ],
    [
      "a hidden page for an editor",
      "/en/secret",
      { variant: { ...visitor, ...editor } },
      {},
      page("/main~editor/en/secret", "private"),
      ["sites"],
    ],
    // File-based routes ask their check; per-query pages are not stored.
    [
      "a catalogue page",
      "/en/products/strippers",
      {},
      {},
      page("/main/en/products/strippers"),
      ["sites", "routeExists"],
    ],
    [
      "the search page",
      "/en/search?q=x",
      {},
      {},
      page("/main/en/search", "shared"),
      ["sites", "routeExists"],
    ],
    [
      "a portal id that is no slug",
      "/en/mykomax/tickets/CL-1000",
      {},
      {},
      page("/main/en/mykomax/tickets/CL-1000"),
      ["sites", "routeExists"],
    ],
    [
      "a catalogue miss",
      "/en/products/nothing",
      {},
      { routeExists: false },
      notFound("/main/en/~404", "invalid"),
      ["sites", "routeExists", "redirects"],
    ],
    // Misses: the CMS redirects, then the 404 page.
    [
      "a registered redirect",
      "/en/old",
      {},
      {},
      redirect("/en/company/about-us", 301),
      ["sites", "redirects"],
    ],
    [
      "a redirect to a product link: the product's classification route",
      "/de-de/cutter",
      {},
      {},
      redirect(`/de-de${CS_3100_ROUTE}`, 301),
      ["sites", "redirects", "productRoutes"],
    ],
    [
      "a redirect to a product without a route here (unknown, or not offered in the country)",
      "/en/old-cutter",
      {},
      {},
      notFound("/main/en/~404", "unmatched"),
      ["sites", "redirects", "productRoutes"],
    ],
    [
      "unreadable product routes lead nowhere",
      "/en/cutter",
      {},
      { productRoutes: "failed" },
      notFound("/main/en/~404", "unmatched"),
      ["sites", "redirects", "productRoutes"],
    ],
    [
      "a redirect to a page the site does not show",
      "/en/gone",
      {},
      {},
      notFound("/main/en/~404", "unmatched"),
      ["sites", "redirects"],
    ],
    [
      "no page, no redirect",
      "/en/nothing",
      {},
      {},
      notFound("/main/en/~404", "unmatched"),
      ["sites", "redirects"],
    ],
    [
      "unreadable redirects are none",
      "/en/old",
      {},
      { redirects: "failed" },
      notFound("/main/en/~404", "unmatched"),
      ["sites", "redirects"],
    ],
    [
      "a segment that cannot be a slug",
      "/en/Bad_Slug",
      {},
      {},
      notFound("/main/en/~404", "invalid"),
      ["sites", "redirects"],
    ],
    [
      "a 404 of another site",
      "/es/north-america-events/nothing",
      {},
      {},
      notFound("/events/es/~404", "unmatched"),
      ["sites", "redirects"],
    ],
    [
      "a prefetched 404 is not logged",
      "/en/nothing",
      { isPrefetch: true },
      {},
      { ...notFound("/main/en/~404", "unmatched"), isLogged: false },
      ["sites", "redirects"],
    ],
    // Locales a site does not offer: the 404 page in the site's first language.
    [
      "a language the site does not speak",
      "/es/legal",
      {},
      {},
      notFound("/main/en/~404", "invalid"),
      ["sites"],
    ],
    [
      "a language the other site does not speak",
      "/de/north-america-events/agenda",
      {},
      {},
      notFound("/events/en/~404", "invalid"),
      ["sites"],
    ],
    ["a hidden country", "/de-ch/legal", {}, {}, notFound("/main/en/~404", "invalid"), ["sites"]],
    // Pages by id (spec 000 §2).
    [
      "?direct= finds the page",
      "/en?direct=legal",
      {},
      {},
      redirect("/en/legal", 302),
      ["sites", "directPage"],
    ],
    [
      "?direct= finds nothing",
      "/en?direct=nothing",
      {},
      { directPage: null },
      notFound("/main/en/~404", "unmatched"),
      ["sites", "directPage"],
    ],
    // The preview gate and outages.
    [
      "a locked site",
      "/de/legal",
      { variant: { ...visitor, gate: { isLocked: true, cookie: "keep" } } },
      {},
      { kind: "previewGate", path: "/preview-gate/de" },
      [],
    ],
    [
      "a locked site without a locale",
      "/",
      { variant: { ...visitor, gate: { isLocked: true, cookie: "keep" } } },
      {},
      redirect("/en", 302, true),
      ["sites"],
    ],
    [
      "the content system is down",
      "/de-de/legal",
      {},
      { sites: "failed" },
      { kind: "maintenance", locale: localeOf("de-de"), cause: "backend" },
      ["sites"],
    ],
    [
      "down, without a locale",
      "/",
      {},
      { sites: "failed" },
      { kind: "maintenance", locale: null, cause: "backend" },
      ["sites"],
    ],
    [
      "a route check fails",
      "/fr/stories/x",
      {},
      { routeExists: "failed" },
      { kind: "maintenance", locale: localeOf("fr"), cause: "backend" },
      ["sites", "routeExists"],
    ],
    [
      "no main site",
      "/en/legal",
      {},
      { sites: { system: { ...system, sites: [events] }, navigations } },
      { kind: "maintenance", locale: localeOf("en"), cause: "noMainSite" },
      ["sites"],
    ],
  ])("%s: %s", (_case, url, request, answers, expected, reads) => {
    const result = route(url, request, answers);
    expect(result.decision).toEqual(expected);
    expect(result.reads).toEqual(reads);
  });

  it("remembers the locale under the site's cookie", () => {
    const main = route("/fr/legal").decision;
    const other = route("/en/north-america-events/agenda").decision;
    expect(main).toMatchObject({ localeCookie: { value: "fr" } });
    expect(other).toMatchObject({ localeCookie: { value: "en" } });
    const names = [main, other].map(
      (decision) => (decision as Extract<RouteDecision, { kind: "page" }>).localeCookie?.name,
    );
    expect(names[0]).not.toBe(names[1]);
  });

  it("names a refused redirect, so the proxy can log it", () => {
    expect(route("/en/script").decision).toMatchObject({
      kind: "notFound",
      reason: "unmatched",
      refusedRedirect: { previousUrl: "/script", target: "javascript:alert(1)" },
    });
  });

  it("counts a site without a home page as a page: the page reports the configuration", () => {
    const broken = new Map([
      ...navigations,
      ["main", { header: navigation([item("legal", "/legal")]), footer: navigation([]) }],
    ]);
    expect(route("/en", {}, { sites: { system, navigations: broken } }).decision).toEqual(
      page("/main/en"),
    );
  });

  it("reads the site data once, with the variant's stage and cache", () => {
    const facts = route("/en/legal", {
      variant: {
        ...visitor,
        ...editor,
        stage: { stage: "DRAFT", cookie: "keep" },
        release: { isOn: true, cookie: "keep" },
      },
    });
    expect(facts.decision).toMatchObject({ kind: "page" });
    const first = decideRoute(
      {
        pathname: "/en/legal",
        search: "",
        hostname: "site.example",
        directId: null,
        cookies: {},
        acceptLanguage: null,
        isPrefetch: false,
        siteUrl: "https://www.ferrion.example",
        variant: {
          ...visitor,
          ...editor,
          stage: { stage: "DRAFT", cookie: "keep" },
          release: { isOn: true, cookie: "keep" },
        },
      },
      {},
    );
    expect(first).toMatchObject({
      kind: "load",
      need: "sites",
      locale: { urlCode: "en" },
      stage: "DRAFT",
      cache: { mode: "default", keyPrefix: "next-release:" },
    });
  });
});
