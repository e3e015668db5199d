import { request as httpRequest } from "node:http";

import { expect, test } from "@playwright/test";

import { SITE_URL } from "../../playwright.config";
import { fuzzPaths } from "./support/fuzz-paths";
import { TIMEOUTS } from "./support/timeouts";

/** Sends a path exactly as written (browsers and fetch would normalize it first). */
function statusOf(path: string): Promise<number> {
  const { hostname, port } = new URL(SITE_URL);
  // Node refuses characters outside Latin-1 in a request line; send those percent-encoded.
  const raw = path.replace(/[^\u0021-\u00ff]/gu, (char) => encodeURIComponent(char));
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path: raw, method: "GET" }, (incoming) => {
      incoming.resume();
      incoming.on("end", () => resolve(incoming.statusCode ?? 0));
    });
    outgoing.on("error", reject);
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`${raw} timed out`)));
    outgoing.end();
  });
}

test("1,000 odd paths never get a 5xx", async () => {
  test.setTimeout(TIMEOUTS.manyRequestsMs);
  const paths = fuzzPaths(1000);
  const failures: string[] = [];
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const status = await statusOf(path);
        if (status >= 500 || status === 0) failures.push(`${status} ${path}`);
      }
    }),
  );
  expect(failures).toEqual([]);
});
