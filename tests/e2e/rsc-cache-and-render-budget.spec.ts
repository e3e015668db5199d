import { type Browser, expect, type Request, test } from "@playwright/test";
import { computeCacheBustingSearchParam } from "next/dist/shared/lib/router/utils/cache-busting-search-param.js";

import { EDITOR_PASSWORD } from "./support/editor";
import { isHydrated } from "./support/hydration";
import {
  changeCompanyTitle,
  type RequestLine,
  requestLines,
  useOwnStack,
} from "./support/own-stack";

// Issue 27: React Server Component answers from the page cache, and the render budget per client.
// Each test is a client of its own: the site trusts 127.0.0.1 as a proxy, so X-Forwarded-For
// names the client, as a load balancer in front would.
const BURST = 10;
const stack = useOwnStack({
  portOffset: 381,
  site: {
    env: {
      TRUSTED_PROXIES: "127.0.0.1",
      RENDER_BUDGET_PER_MINUTE: "6",
      RENDER_BUDGET_BURST: String(BURST),
    },
  },
});
const site = stack.siteUrl;
const CHANGED_TITLE = "Company, changed while its data was cached";

/** The site's request log lines written while `act` ran (the stack serves this file alone). */
async function linesDuring(act: () => Promise<void>): Promise<RequestLine[]> {
  // A line is written once its answer is finished, which may trail the client a little.
  const trail = () => new Promise((resolve) => setTimeout(resolve, 300));
  await trail();
  const from = stack.site().output().length;
  await act();
  await trail();
  return requestLines(stack.site(), from);
}

type RouterHeaders = Record<string, string>;

/** A route-tree prefetch, as the router sends one for a link. */
const TREE_PREFETCH: RouterHeaders = {
  rsc: "1",
  "next-router-prefetch": "1",
  "next-router-segment-prefetch": "/_tree",
};

/** The router's request headers of an RSC request, as a second client would send them. */
function routerHeadersOf(request: Request): RouterHeaders {
  const headers = request.headers();
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name === "rsc" || name.startsWith("next-")),
  );
}

/**
 * Lands on /en as a client of its own and opens the industries page from a link in the page: its
 * RSC requests, and those of them its browser received in full (not cancelled on the way).
 */
async function visit(browser: Browser, client: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": client } });
  const page = await context.newPage();
  const rsc: Request[] = [];
  let pending = 0;
  let lastSentAt = Date.now();
  page.on("request", (request) => {
    if (request.headers()["rsc"] !== "1") return;
    rsc.push(request);
    pending += 1;
    lastSentAt = Date.now();
  });
  const received = new Set<Request>();
  const settle = () => (pending -= 1);
  page.on("requestfinished", (request) => {
    if (request.headers()["rsc"] !== "1") return;
    received.add(request);
    settle();
  });
  page.on("requestfailed", (request) => request.headers()["rsc"] === "1" && settle());
  await page.goto(`${site}/en`);
  const link = page.locator("main a[href='/en/industries']").first();
  // Before hydration the click would load the page whole, with no RSC request: on a busy machine
  // the two visits would then have none in common.
  await expect.poll(() => isHydrated(link)).toBe(true);
  await link.hover();
  await link.click();
  await expect(page).toHaveURL(`${site}/en/industries`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The visit ends once its router is done: nothing in flight, nothing new for a second.
  await expect.poll(() => pending === 0 && Date.now() - lastSentAt > 1000).toBe(true);
  await context.close();
  return { rsc, received: rsc.filter((request) => received.has(request)) };
}

/** An RSC request as the router sends it: the _rsc it computes from its headers. */
async function rscGet(path: string, headers: RouterHeaders, client: string, cookie?: string) {
  const cacheBuster = await computeCacheBustingSearchParam(
    headers["next-router-prefetch"] as "1" | undefined,
    headers["next-router-segment-prefetch"],
    headers["next-router-state-tree"],
    headers["next-url"],
  );
  const separator = path.includes("?") ? "&" : "?";
  return fetch(`${site}${path}${separator}_rsc=${cacheBuster}`, {
    headers: {
      ...headers,
      "x-forwarded-for": client,
      ...(cookie ? { cookie } : {}),
    },
  });
}

let navigation: RouterHeaders | undefined;

test("a second visitor's prefetches and navigation come from the cache, without a render", async ({
  browser,
}) => {
  const first = await visit(browser, "10.27.1.1");
  const firstNavigation = first.rsc.find((request) => !request.headers()["next-router-prefetch"]);
  navigation = firstNavigation && routerHeadersOf(firstNavigation);

  let second: Request[] = [];
  const lines = await linesDuring(async () => {
    second = (await visit(browser, "10.27.1.2")).rsc;
  });
  expect(second.length).toBeGreaterThan(0);
  // What is compared is what the first visitor's browser received in full: on a busy machine a
  // prefetch it cancelled may not have been stored, and the pointer resting where the link was
  // may prefetch a link of the opened page in one visit and not in the other.
  const keyOf = (request: Request) =>
    `${new URL(request.url()).pathname} ${JSON.stringify(routerHeadersOf(request))}`;
  const receivedFirst = new Set(first.received.map(keyOf));
  const both = second.filter((request) => receivedFirst.has(keyOf(request)));
  expect(both.length).toBeGreaterThan(0);
  // Nothing rendered for them, nor for the landing page and the news feed: stored, or being
  // rendered still for a request the first visitor's browser gave up on (joined). A log line
  // names the path alone: a path may have as many misses as the second visit's other requests.
  const pathOf = (request: Request) => new URL(request.url()).pathname;
  const others = second.filter((request) => !receivedFirst.has(keyOf(request))).map(pathOf);
  const misses = lines.filter((line) => line.pageCache === "miss").map((line) => line.path);
  for (const path of new Set(misses)) {
    const count = (paths: string[]) => paths.filter((each) => each === path).length;
    expect(count(misses), `renders of ${path}`).toBeLessThanOrEqual(count(others));
  }
  const served = lines.filter((line) => line.pageCache === "hit" || line.pageCache === "joined");
  expect(served.length).toBeGreaterThanOrEqual(both.length + 2);
});

test("an RSC answer differs where the page differs: locale, site, query parameter", async () => {
  expect(navigation, "the first visit's navigation request").toBeDefined();
  const bodyOf = async (path: string) => {
    const response = await rscGet(path, navigation!, "10.27.2.1");
    expect(response.status, path).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/x-component");
    return response.text();
  };
  for (const [a, b] of [
    ["/en/company", "/de/company"],
    ["/en/stories", "/en/north-america-events/stories"],
    ["/en/stories", "/en/stories?page=2"],
  ] as const) {
    const [first, second] = [await bodyOf(a!), await bodyOf(b!)];
    expect(first, `${a} and ${b}`).not.toBe(second);
    // Asked again, each is the same answer, from the cache.
    const lines = await linesDuring(async () => {
      expect(await bodyOf(a!)).toBe(first);
      expect(await bodyOf(b!)).toBe(second);
    });
    expect(lines.map((line) => line.pageCache)).toEqual(["hit", "hit"]);
  }
});

test("an editor, a preview and the next release never get a stored RSC answer", async ({
  playwright,
}) => {
  const editorRequest = await playwright.request.newContext({
    baseURL: site,
    extraHTTPHeaders: { "x-forwarded-for": "10.27.3.1" },
  });
  const signIn = await editorRequest.post("/api/editor-area-autentication", {
    data: { input: EDITOR_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const editorCookie = (await editorRequest.storageState()).cookies
    .map(({ name, value }) => `${name}=${value}`)
    .join("; ");
  await editorRequest.dispose();

  const lines = await linesDuring(async () => {
    for (const cookie of [editorCookie, "ferrion-preview=locked", "ferrion-next-release=on"]) {
      const response = await rscGet("/en/company", navigation!, "10.27.3.2", cookie);
      expect(response.status, cookie).toBeLessThan(500);
    }
  });
  expect(lines.map((line) => line.pageCache)).toEqual(["bypass", "bypass", "bypass"]);
});

test("?cache=clear refreshes stored RSC answers with the changed content", async () => {
  const before = await (await rscGet("/en/company", navigation!, "10.27.4.1")).text();
  expect(before).not.toContain(CHANGED_TITLE);

  await stack.stopServices();
  changeCompanyTitle(stack.dataDir, CHANGED_TITLE);
  await stack.startServices();
  // Stored: the next visitor still gets the answer the cache holds.
  expect(await (await rscGet("/en/company", navigation!, "10.27.4.1")).text()).toBe(before);

  expect((await fetch(`${site}/en/company?cache=clear`)).status).toBe(200);
  await expect
    .poll(async () => (await rscGet("/en/company", navigation!, "10.27.4.2")).text())
    .toContain(CHANGED_TITLE);
});

test("past its budget, a client's ?cache=false gets the page every visitor gets", async () => {
  const client = { "x-forwarded-for": "10.27.5.1" };
  expect((await fetch(`${site}/en/careers`, { headers: client })).status).toBe(200);
  const lines = await linesDuring(async () => {
    for (let request = 0; request < BURST + 3; request++) {
      const response = await fetch(`${site}/en/careers?cache=false`, { headers: client });
      expect(response.status).toBe(200);
    }
  });
  // `?cache=` draws ten renders (it passes the data cache too): a bucket of ten allows one.
  expect(lines.map((line) => line.pageCache)).toEqual(["bypass", ...Array(BURST + 2).fill("hit")]);
  // What would still render for this client alone without `cache` is refused, not rendered.
  const stillPersonal = await fetch(`${site}/en/careers?cache=false&stage=DRAFT`, {
    headers: client,
  });
  expect(stillPersonal.status).toBe(429);
});

test("past its budget, a client's uncached RSC requests and searches get 429, another client's do not", async () => {
  const statuses: number[] = [];
  for (let request = 0; request < BURST + 2; request++) {
    // A page nobody stored: every one is rendered.
    const response = await rscGet(`/en/no-such-page-${request}`, TREE_PREFETCH, "10.27.6.1");
    statuses.push(response.status);
    if (response.status === 429) {
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }
  }
  expect(statuses.slice(0, BURST - 1).every((status) => status === 404)).toBe(true);
  expect(statuses.at(-1)).toBe(429);

  const search = await fetch(`${site}/api/search-proxy/search?q=crimp&lang=en&siteId=site-main`, {
    headers: { "x-forwarded-for": "10.27.6.1" },
  });
  expect(search.status).toBe(429);
  expect(search.headers.get("retry-after")).toMatch(/^[1-9][0-9]*$/);
  expect(await search.json()).toMatchObject({ error: "Too many requests" });

  const other = await rscGet("/en/no-such-page-other", TREE_PREFETCH, "10.27.6.2");
  expect(other.status).toBe(404);
});

test("a signed-in editor's renders are never limited", async ({ playwright }) => {
  const editor = await playwright.request.newContext({
    baseURL: site,
    extraHTTPHeaders: { "x-forwarded-for": "10.27.7.1" },
  });
  expect(
    (
      await editor.post("/api/editor-area-autentication", { data: { input: EDITOR_PASSWORD } })
    ).status(),
  ).toBe(200);
  const lines = await linesDuring(async () => {
    for (let request = 0; request < BURST + 3; request++) {
      expect((await editor.get("/en/careers?cache=false")).status()).toBe(200);
    }
  });
  await editor.dispose();
  expect(lines.map((line) => line.pageCache)).toEqual(Array(BURST + 3).fill("bypass"));
});
