import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { type APIRequestContext, expect, test } from "@playwright/test";

import {
  type Process,
  startServices,
  startSite,
  stop,
  changeCompanyTitle,
} from "./support/own-stack";
import { TIMEOUTS } from "./support/timeouts";

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 121;
const SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT ?? 4100) + 121;
const site = `http://127.0.0.1:${SITE_PORT}`;

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

test.describe.configure({ mode: "serial" });

let services: Process | undefined;
let server: Process | undefined;
const dataDir = mkdtempSync(join(tmpdir(), "ferrion-clear-flood-"));

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
  test.setTimeout(TIMEOUTS.ownStackTestMs);
  services = await startServices(SERVICES_PORT, dataDir);
  server = await startSite(SITE_PORT, SERVICES_PORT);
  for (const path of WARM) {
    // Twice: the first render fills the data cache and the page cache, the second is served.
    for (let visit = 0; visit < 2; visit++) {
      expect((await request.get(`${site}${path}`)).status(), path).toBe(200);
    }
  }
});

test.afterAll(async () => {
  await stop(server);
  await stop(services);
});

test("an editor's ?cache=clear shows a content change, to the editor at once and then to visitors", async ({
  request,
}) => {
  test.setTimeout(TIMEOUTS.ownStackTestMs);
  await stop(services);
  changeCompanyTitle(dataDir, CHANGED_TITLE);
  services = await startServices(SERVICES_PORT, dataDir);

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
  test.setTimeout(TIMEOUTS.ownStackTestMs);
  const [clears, visits] = await Promise.all([
    flood(request, WARM.map(withClear), 60),
    flood(request, WARM, 300),
  ]);
  expect(clears.filter((status) => status !== 200)).toEqual([]);
  expect(visits.filter((status) => status !== 200)).toEqual([]);
});

test("a clear flood during an outage keeps warm pages at 200", async ({ request }) => {
  test.setTimeout(TIMEOUTS.ownStackTestMs);
  const before = new Map<string, string>();
  for (const path of WARM.slice(0, 7)) {
    before.set(path, await (await request.get(`${site}${path}`)).text());
  }

  await stop(services);
  services = undefined;

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
