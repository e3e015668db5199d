#!/usr/bin/env node
// What a visit prefetches (issue 27, item 2): Debian's Chromium lands on /en, then clicks one
// mega-menu link (Company › About us), one card on that page (History) and one footer link
// (Imprint), hovering each link for a moment first, as a visitor's pointer does. Every request
// with `Next-Router-Prefetch` or `Next-Router-Segment-Prefetch` is counted with its bytes
// (compressed body as received, cut-off answers included, and headers), beside the client
// navigations and the time from each click until the new page's heading shows.
// Alone, after a build: `node scripts/bench/visit-prefetches.mjs` starts a site and stand-ins on
// 3722/4722 (VISIT_SITE_PORT / VISIT_SERVICES_PORT, NEXT_DIST_DIR for another build), or
// measures VISIT_SITE_URL; VISIT_RUNS visits (default 3) after one that warms the caches.

import { chromium } from "@playwright/test";

import { startLocalStack } from "../support/local-stack.mjs";
import { median } from "../support/statistics.mjs";
import { chromiumLaunchOptions } from "../support/test-chromium.mjs";

/** How long the pointer rests on a link before the click (a visitor's, not a robot's). */
const HOVER_BEFORE_CLICK_MS = 200;

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * What a request is, from the headers it went out with (CDP's, lower-cased), its type and whether
 * the step's click has happened: a link prefetches its whole page on intent with the request a
 * click would send, so an RSC request without a prefetch header is a prefetch until the click.
 */
function kindOf(headers, resourceType, clicked) {
  if (headers["next-router-prefetch"] || headers["next-router-segment-prefetch"]) return "prefetch";
  if (headers.rsc) return clicked ? "navigation" : "prefetch";
  return resourceType === "Document" ? "document" : null;
}

/**
 * Records the site's requests through the DevTools protocol: unlike Playwright's request sizes,
 * it counts the bytes of an answer the browser cut off (Next.js cancels most prefetches of a
 * dynamic page once it has what it needs, after the server rendered them).
 */
async function recordRequests(page, moment) {
  const cdp = await page.context().newCDPSession(page);
  const byId = new Map();
  cdp.on("Network.requestWillBeSent", (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.request.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const { step, clicked } = moment();
    const kind = kindOf(headers, event.type, clicked);
    if (!kind) return;
    byId.set(event.requestId, {
      kind,
      step,
      url: event.request.url,
      segment: headers["next-router-segment-prefetch"] ?? "",
      status: 0,
      failure: "",
      headerBytes: 0,
      bodyBytes: 0,
      received: 0,
    });
  });
  cdp.on("Network.responseReceived", (event) => {
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.status = event.response.status;
    entry.headerBytes = event.response.encodedDataLength;
  });
  cdp.on("Network.dataReceived", (event) => {
    const entry = byId.get(event.requestId);
    // A chunk read along with the headers may report no encoded length of its own.
    if (entry) entry.received += event.encodedDataLength || event.dataLength;
  });
  cdp.on("Network.loadingFinished", (event) => {
    const entry = byId.get(event.requestId);
    if (entry) entry.bodyBytes = Math.max(0, event.encodedDataLength - entry.headerBytes);
  });
  cdp.on("Network.loadingFailed", (event) => {
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.failure = event.canceled ? "cancelled" : event.errorText;
    // What arrived before the cut.
    entry.bodyBytes = entry.received;
  });
  await cdp.send("Network.enable");
  return () => [...byId.values()];
}

/**
 * Clicks `link` after hovering it and resolves with the milliseconds from the click until the
 * page's first heading reads `heading`, measured in the page (one animation frame's precision).
 */
async function clickUntilHeading(page, link, heading, onClick) {
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.waitForTimeout(HOVER_BEFORE_CLICK_MS);
  const shown = page.evaluate(
    (expected) =>
      new Promise((resolve, reject) => {
        addEventListener(
          "click",
          () => {
            const clickedAt = performance.now();
            const poll = () => {
              if (document.querySelector("h1")?.textContent?.trim() === expected) {
                resolve(performance.now() - clickedAt);
              } else if (performance.now() - clickedAt > 30_000) {
                reject(new Error(`no heading "${expected}" within 30 s of the click`));
              } else requestAnimationFrame(poll);
            };
            poll();
          },
          { capture: true, once: true },
        );
      }),
    heading,
  );
  // Rejected only when the page goes away after a failed step, whose error is the one to report.
  shown.catch(() => {});
  // The listener is in place once evaluate has sent its script; a frame later is safe to click.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  onClick();
  await link.click();
  return shown;
}

/** Resolves once the page has pushed its `count`th page view: hydrated, its links live. */
async function pageViews(page, count) {
  await page.waitForFunction(
    (expected) =>
      (window.dataLayer ?? []).filter((entry) => entry.event === "page_view").length >= expected,
    count,
  );
  // Links that prefetch on view do so once hydrated; the network going quiet means they have.
  await page.waitForLoadState("networkidle");
}

/** One visit in a fresh context (an empty browser cache); what it requested, step by step. */
async function visit(browser, site) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  // A step that cannot happen fails the visit instead of waiting for ever.
  page.setDefaultTimeout(30_000);
  let step = "land on /en";
  let clicked = false;
  const requests = await recordRequests(page, () => ({ step, clicked }));
  const clicks = [];
  const startStep = (name) => {
    step = name;
    clicked = false;
  };
  const onClick = () => {
    clicked = true;
  };
  try {
    await page.goto(`${site}/en`);
    await pageViews(page, 1);

    startStep("mega menu › About us");
    const navigation = page.getByRole("navigation", { name: "Main navigation" });
    await navigation.getByRole("link", { name: "Company", exact: true }).hover();
    const aboutUs = navigation.getByRole("link", { name: "About us", exact: true });
    clicks.push({
      step,
      ms: await clickUntilHeading(page, aboutUs, "We make wires ready for their job", onClick),
    });
    await pageViews(page, 2);

    startStep("card › History");
    const card = page
      .getByRole("main")
      .getByRole("heading", { level: 3, name: "History" })
      .getByRole("link");
    clicks.push({
      step,
      ms: await clickUntilHeading(page, card, "Five decades of wire processing", onClick),
    });
    await pageViews(page, 3);

    startStep("footer › Imprint");
    const footer = page.getByRole("navigation", { name: "Footer navigation" });
    const imprint = footer.getByRole("link", { name: "Imprint" });
    clicks.push({ step, ms: await clickUntilHeading(page, imprint, "Imprint", onClick) });
    await pageViews(page, 4);

    return { requests: requests(), clicks };
  } finally {
    await context.close();
  }
}

function summarize(requests, kind) {
  const matching = requests.filter((request) => request.kind === kind);
  return {
    count: matching.length,
    bodyBytes: matching.reduce((total, request) => total + request.bodyBytes, 0),
    headerBytes: matching.reduce((total, request) => total + request.headerBytes, 0),
  };
}

async function measure({ site }) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const runs = Number(process.env.VISIT_RUNS ?? 3);
  try {
    // The first visit renders every page once, so the measured ones see warm caches.
    await visit(browser, site);
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await visit(browser, site));

    console.log(`\nA visit: /en, then 3 clicks (${runs} visits after one to warm the caches)`);
    for (const [index, { requests, clicks }] of results.entries()) {
      const prefetch = summarize(requests, "prefetch");
      const navigation = summarize(requests, "navigation");
      console.log(
        `  visit ${index + 1}: ${String(prefetch.count).padStart(3)} prefetches, ${kb(prefetch.bodyBytes)} bodies + ${kb(prefetch.headerBytes)} headers; ${navigation.count} navigations, ${kb(navigation.bodyBytes)}; clicks ${clicks.map(({ ms }) => `${Math.round(ms)} ms`).join(", ")}`,
      );
    }
    const prefetches = results.map(({ requests }) => summarize(requests, "prefetch"));
    console.log(
      `  median:  ${median(prefetches.map((p) => p.count))} prefetches, ${kb(median(prefetches.map((p) => p.bodyBytes)))} bodies + ${kb(median(prefetches.map((p) => p.headerBytes)))} headers`,
    );
    const last = results.at(-1);
    console.log("\n  prefetches of the last visit, by step:");
    for (const step of [...new Set(last.requests.map((request) => request.step))]) {
      const prefetches = last.requests.filter(
        (request) => request.step === step && request.kind === "prefetch",
      );
      const paths = [...new Set(prefetches.map((request) => new URL(request.url).pathname))];
      console.log(
        `    ${step.padEnd(22)} ${String(prefetches.length).padStart(3)} requests, ${kb(prefetches.reduce((total, request) => total + request.bodyBytes, 0)).padStart(9)}, ${paths.length} pages: ${paths.join(" ")}`,
      );
    }
    // VISIT_VERBOSE=1 lists every router request of the last visit.
    if (process.env.VISIT_VERBOSE === "1") {
      console.log("\n  every router request of the last visit:");
      for (const request of last.requests.filter((request) => request.kind !== "document")) {
        console.log(
          `    ${request.step.padEnd(22)} ${request.kind.padEnd(10)} ${String(request.status).padStart(3)} ${kb(request.bodyBytes).padStart(8)}  ${new URL(request.url).pathname} ${request.segment} ${request.failure}`,
        );
      }
    }
    console.log("\n  click to heading, median of the visits:");
    for (const step of last.clicks.map((click) => click.step)) {
      const times = results.map(({ clicks }) => clicks.find((click) => click.step === step).ms);
      console.log(`    ${step.padEnd(22)} ${Math.round(median(times))} ms`);
    }
  } finally {
    await browser.close();
  }
}

const stack = process.env.VISIT_SITE_URL
  ? { site: process.env.VISIT_SITE_URL }
  : await startLocalStack({
      sitePort: Number(process.env.VISIT_SITE_PORT ?? 3722),
      servicesPort: Number(process.env.VISIT_SERVICES_PORT ?? 4722),
      distDir: process.env.NEXT_DIST_DIR || ".next",
    });
await measure(stack);
process.exit(0);
