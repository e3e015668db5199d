import { type APIRequestContext, expect, test } from "@playwright/test";

import { changeCompanyTitle, useOwnStack } from "./support/own-stack";
import { TIMEOUTS } from "./support/timeouts";

// A stack of its own: these journeys change content in a stopped store and stop the stand-ins.
const stack = useOwnStack({ portOffset: 121 });
const site = stack.siteUrl;

// Seven pages and two APIs a visitor has already seen.
const WARM = [
  "/en",
  "/en/company",
  "/de/company",
  "/en/careers",
  "/en/stories",
  "/en/media-releases",
  "/en/industries/medical",
  "/api/site-navigation/public/site-main?lang=en",
  "/api/news-feed?lang=en",
];
const CHANGED_TITLE = "Company, changed after the page was cached";

function withClear(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}cache=clear`;
}

/** Sends `total` requests, `concurrency` at a time, round-robin over the paths; their statuses. */
async function flood(
  request: APIRequestContext,
  paths: string[],
  total: number,
  concurrency = 5,
): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const path = paths[next++ % paths.length]!;
        statuses.push((await request.get(`${site}${path}`, { maxRedirects: 0 })).status());
      }
    }),
  );
  return statuses;
}

test.beforeAll(async ({ request }) => {
  for (const path of WARM) {
    // Twice: the first render fills the data cache and the page cache, the second is served.
    for (let visit = 0; visit < 2; visit++) {
      expect((await request.get(`${site}${path}`)).status(), path).toBe(200);
    }
  }
});

test("an editor's ?cache=clear shows a content change, to the editor at once and then to visitors", async ({
  request,
}) => {
  test.setTimeout(TIMEOUTS.testMs + TIMEOUTS.processStartMs);
  await stack.stopServices();
  changeCompanyTitle(stack.dataDir, CHANGED_TITLE);
  await stack.startServices();

  // Cached: visitors keep the page they were given.
  expect(await (await request.get(`${site}/en/company`)).text()).not.toContain(CHANGED_TITLE);

  const cleared = await request.get(`${site}/en/company?cache=clear`);
  expect(cleared.status()).toBe(200);
  expect(await cleared.text()).toContain(CHANGED_TITLE);

  await expect
    .poll(async () => (await request.get(`${site}/en/company`)).text())
    .toContain(CHANGED_TITLE);
});

test("under a flood of clears, pages and APIs keep answering 200, clears and visits alike", async ({
  request,
}) => {
  test.setTimeout(TIMEOUTS.manyRequestsMs);
  const [clears, visits] = await Promise.all([
    flood(request, WARM.map(withClear), 60),
    flood(request, WARM, 300),
  ]);
  expect(clears.filter((status) => status !== 200)).toEqual([]);
  expect(visits.filter((status) => status !== 200)).toEqual([]);
});

test("a clear flood during an outage keeps warm pages at 200", async ({ request }) => {
  test.setTimeout(TIMEOUTS.manyRequestsMs);
  const before = new Map<string, string>();
  for (const path of WARM.slice(0, 7)) {
    before.set(path, await (await request.get(`${site}${path}`)).text());
  }

  await stack.stopServices();

  const clears = await flood(request, WARM.map(withClear), 60);
  expect(clears.filter((status) => status !== 200)).toEqual([]);
  // Each warm page twice: the one a clear marked stale, then whatever its refresh stored.
  for (let round = 0; round < 2; round++) {
    for (const path of WARM) {
      const response = await request.get(`${site}${path}`);
      expect(response.status(), path).toBe(200);
      const title = /<title>([^<]*)<\/title>/.exec(before.get(path) ?? "")?.[1];
      if (title) expect(await response.text(), path).toContain(`<title>${title}</title>`);
    }
  }
});
