#!/usr/bin/env node
// The script budget of issue 17 in `npm run bench`: the first load of each public page transfers
// at most 170 KB of compressed script, as Debian's Chromium receives it with a cold cache.
// "First load" is every script requested before the page's load event; code a page fetches later
// (panels on idle, link prefetches) is listed beside it but not counted.
// Alone: `node scripts/bench/script-bytes.mjs` (SCRIPT_BYTES_VERBOSE=1 lists each script) starts a site and stand-ins on 3721/4721
// (SCRIPT_BYTES_SITE_PORT / SCRIPT_BYTES_SERVICES_PORT), or measures SCRIPT_BYTES_SITE_URL.
import { pathToFileURL } from "node:url";

import { chromium } from "@playwright/test";

import { startLocalStack } from "../support/local-stack.mjs";
import { chromiumLaunchOptions } from "../support/test-chromium.mjs";

export const SCRIPT_BUDGET_BYTES = 170_000;
export const SCRIPT_PAGES = [
  { name: "home page", path: "/en" },
  { name: "content page", path: "/en/company/about-us" },
  { name: "classification", path: "/en/products/cutting-stripping/fully-automatic" },
  { name: "product page", path: "/en/products/cutting-stripping/fully-automatic/cs-3100" },
  { name: "story", path: "/en/stories/aircraft-harnesses-without-compromise" },
  { name: "media releases", path: "/en/media-releases" },
  { name: "search", path: "/en/search?q=crimp" },
];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * The script a page transfers on a cold cache: a fresh browser context (its own empty cache),
 * each script's compressed body as Chromium received it (headers not counted).
 */
async function scriptTransfer(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests = [];
  let loaded = false;
  page.on("request", (request) => {
    if (request.resourceType() === "script") requests.push({ request, beforeLoad: !loaded });
  });
  page.on("load", () => {
    loaded = true;
  });
  const response = await page.goto(url, { waitUntil: "load" });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  // What the page fetches once idle (deferred code, prefetches) settles before counting.
  await page.waitForLoadState("networkidle");
  const scripts = await Promise.all(
    requests.map(async ({ request, beforeLoad }) => ({
      url: request.url(),
      beforeLoad,
      bytes: (await request.sizes()).responseBodySize,
    })),
  );
  await context.close();
  const sum = (list) => list.reduce((total, script) => total + script.bytes, 0);
  const first = scripts.filter((script) => script.beforeLoad);
  const later = scripts.filter((script) => !script.beforeLoad);
  return { first, firstBytes: sum(first), firstCount: first.length, laterBytes: sum(later), later };
}

/**
 * Prints each page's first-load script against the budget; returns how many pages missed it.
 * @param {{ site: string }} stack
 */
export async function scriptBudgets({ site }) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  let missed = 0;
  console.log(
    `\nCompressed script on the first load of each public page (Chromium, cold cache; budget <= ${kb(SCRIPT_BUDGET_BYTES)})`,
  );
  try {
    for (const page of SCRIPT_PAGES) {
      // Once to fill the page cache, so the figure is a visitor's, not the first render's.
      await (await fetch(`${site}${page.path}`)).arrayBuffer();
      const transfer = await scriptTransfer(browser, `${site}${page.path}`);
      const over = transfer.firstBytes > SCRIPT_BUDGET_BYTES;
      if (over) missed += 1;
      console.log(
        `  ${page.name.padEnd(15)} ${page.path.padEnd(58)} ${kb(transfer.firstBytes).padStart(9)} in ${String(transfer.firstCount).padStart(2)} scripts  ${over ? "MISSED" : "ok"}${transfer.later.length ? `  (later, when idle: ${kb(transfer.laterBytes)} in ${transfer.later.length})` : ""}`,
      );
      // SCRIPT_BYTES_VERBOSE=1 names each script, to see what a page ships.
      if (process.env.SCRIPT_BYTES_VERBOSE === "1") {
        for (const script of [...transfer.first, ...transfer.later]) {
          console.log(
            `      ${kb(script.bytes).padStart(9)}  ${script.beforeLoad ? "first" : "later"}  ${new URL(script.url).pathname}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  return missed;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stack = process.env.SCRIPT_BYTES_SITE_URL
    ? { site: process.env.SCRIPT_BYTES_SITE_URL }
    : await startLocalStack({
        sitePort: Number(process.env.SCRIPT_BYTES_SITE_PORT ?? 3721),
        servicesPort: Number(process.env.SCRIPT_BYTES_SERVICES_PORT ?? 4721),
        distDir: process.env.NEXT_DIST_DIR || ".next",
      });
  const missed = await scriptBudgets(stack);
  console.log(missed ? `\n${missed} page(s) over the script budget` : "\nScript budget met");
  process.exit(missed ? 1 : 0);
}
