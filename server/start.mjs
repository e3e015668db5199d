#!/usr/bin/env node
// The production server: Next.js behind a cache of rendered public pages. A warm public page is
// written from memory, about as fast as a static file; everything else goes to Next.js.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";

import next from "next";

import { askAllowedMethods } from "./ask-allowed-methods.mjs";
import { isBudgetedPath, isSignedInEditor, withoutCacheParam } from "./budgeted-request.mjs";
import { applyClientAddress } from "./client-address.mjs";
import { hasCacheParam, isCacheClearRequest, sharedRequestOf } from "./cacheable-request.mjs";
import { hideInternalResponseHeaders, stripInternalHeaders } from "./internal-headers.mjs";
import { explainMethodNotAllowed } from "./explain-method-not-allowed.mjs";
import { answerFailedPagesWith503 } from "./failed-page.mjs";
import { applyStatusMarker } from "./status-marker.mjs";
import { hasMalformedPath } from "./malformed-path.mjs";
import { markPrefetch } from "./prefetch-marker.mjs";
import { PageCache } from "./page-cache.mjs";
import { refuseConnect, refuseOddRequest } from "./refuse-odd-request.mjs";
import { renderPage } from "./render-page.mjs";
import { shutDownGracefully } from "./graceful-shutdown.mjs";
import { hashPageScripts } from "./script-hashing.mjs";
import { browserOrigins, contentSecurityPolicy, securityHeaders } from "./security-headers.mjs";
import { sendCachedPage, sendRendered } from "./send-page.mjs";
import { sharedPageLayerOptions } from "./shared-page-layer.mjs";
import { staticAssets } from "./static-assets.mjs";
import {
  CLIENT_ADDRESS_HEADER,
  RENDER_TOKEN_HEADER,
  STORE_MARKER,
} from "../lib/http/ferrion-headers.mjs";
import { refuseOverBudget } from "./refuse-over-budget.mjs";
import { serverRenderBudget } from "./render-budget.mjs";
import { readServerSettings } from "./server-settings.mjs";
import { applyTheBuildsConfig } from "./standalone-config.mjs";
import { notePageCacheDecision, observeRequests } from "./request-telemetry.mjs";
import { startTelemetry } from "./telemetry.mjs";

// Before Next.js is created, so its spans join this provider and its console lines are JSON.
const telemetry = startTelemetry(process.env);
const { log } = telemetry;

const settings = (() => {
  try {
    return readServerSettings(process.env, process.argv.slice(2));
  } catch (error) {
    log.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
})();
const token = randomBytes(24).toString("base64url");
const TOKEN_HEADER = RENDER_TOKEN_HEADER;
const origins = browserOrigins(process.env);
const headers = Object.entries(securityHeaders(origins));
/** @param {string[]} scriptHashes */
const policyFor = (scriptHashes) => contentSecurityPolicy(origins, scriptHashes);

applyTheBuildsConfig(process.cwd());
const app = next({ dev: false, dir: process.cwd() });
const handleByNext = app.getRequestHandler();

/**
 * Next.js answers; a page it writes gets a policy naming its inline scripts.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
function handle(request, response) {
  hashPageScripts(request, response, policyFor);
  return handleByNext(request, response);
}

const pageCache = new PageCache({
  maxBytes: settings.pageCacheMaxBytes,
  maxEntries: settings.pageCacheMaxEntries,
  ttlMs: settings.pageCacheTtlMs,
  render: (_key, target) =>
    renderPage(
      { port: settings.port, token, tokenHeader: TOKEN_HEADER, timeoutMs: 30_000 },
      /** @type {import("./cacheable-request.mjs").RenderTarget} */ (target),
    ),
  onRefreshError: (key, error) =>
    log.warn({ err: error }, `Refreshing the cached page ${key} failed`),
  ...sharedPageLayerOptions(),
});

const serveStaticAsset = staticAssets({ distDir: process.env.NEXT_DIST_DIR || ".next" });
const renderBudget = serverRenderBudget(settings.renderBudget);
// `?cache=` passes the data cache as well: the render reads every backend anew, as ten renders
// from warm data cost (measured by the visit bench's neighbour rounds, docs/caching.md "The render budget").
const CACHE_PARAM_COST = 10;

const self = { port: settings.port, token, tokenHeader: TOKEN_HEADER, timeoutMs: 10_000 };
/** @param {string} url */
const allowOf = (url) => askAllowedMethods(self, { url, host: `127.0.0.1:${settings.port}` });

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
async function serve(request, response) {
  stripInternalHeaders(request.headers);
  applyClientAddress(request, settings.trustedProxies);
  // The store marker tells the page cache's own renders what to keep; a visitor never sees it.
  const isOwnRender = request.headers[TOKEN_HEADER] === token;
  hideInternalResponseHeaders(response, isOwnRender ? [] : [STORE_MARKER]);
  markPrefetch(request.headers);
  for (const [name, value] of headers) response.setHeader(name, value);
  answerFailedPagesWith503(request, response);
  applyStatusMarker(response);
  if (isOwnRender) {
    delete request.headers[TOKEN_HEADER];
    return handle(request, response);
  }
  delete request.headers[TOKEN_HEADER];
  if (hasMalformedPath(request.url)) {
    response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
    response.end("Bad request: the path holds a malformed percent-encoding.\n");
    return;
  }
  if (await refuseOddRequest(request, response, allowOf)) return;
  explainMethodNotAllowed(request, response, allowOf);
  if (await serveStaticAsset(request, response)) return;
  // An anonymous client's renders past the caches draw on its budget, at most once a request.
  const client = String(request.headers[CLIENT_ADDRESS_HEADER]);
  let mayDraw =
    settings.renderBudget.perMinute > 0 &&
    isBudgetedPath(request.url ?? "/") &&
    !isSignedInEditor(request.headers);
  if (mayDraw && hasCacheParam(request.url)) {
    if ((await renderBudget.draw(client, CACHE_PARAM_COST)).allowed) mayDraw = false;
    // Past its budget, `?cache=` is ignored: the client gets what every visitor gets.
    else request.url = withoutCacheParam(request.url ?? "/");
  }
  const clearsCaches = isCacheClearRequest(request.url);
  const shared = settings.pageCacheEnabled
    ? await sharedRequestOf(request, `127.0.0.1:${settings.port}`)
    : null;
  // A public page's HTML is never refused: its render is shared by every visitor and stored.
  const rendersForThisClient =
    !shared || (shared.kind !== "page" && pageCache.wouldRender(shared.key));
  if (mayDraw && rendersForThisClient) {
    const draw = await renderBudget.draw(client);
    if (!draw.allowed) return refuseOverBudget(request, response, draw.retryAfterS);
  }
  if (!shared) {
    notePageCacheDecision(response, "bypass");
    if (!clearsCaches) return handle(request, response);
    // The data is marked while the clear is handled (proxy.ts, or the API's applyCacheParam),
    // the pages only after it: a page rendered again in between would be rendered from data the
    // clear has not reached and kept as new, here or on another instance, which hears of the two
    // clears in the same order (lib/cache/shared-layer.mjs). A clear is never shared.
    try {
      return await handle(request, response);
    } finally {
      pageCache.markStale();
    }
  }
  let page;
  try {
    page = await pageCache.get(shared.key, shared.target, (decision) =>
      notePageCacheDecision(response, decision),
    );
  } catch (error) {
    log.warn({ err: error }, `Rendering ${request.url} for the page cache failed`);
    return handle(request, response);
  }
  if ("etag" in page) sendCachedPage(request, response, page, shared.kind);
  else sendRendered(response, page);
}

await app.prepare();
/** @param {import("node:http").IncomingMessage} request */
const isOwnRequest = (request) => request.headers[TOKEN_HEADER] === token;
const listener = observeRequests(
  (request, response) => {
    serve(request, response).catch((error) => {
      log.error({ err: error }, `Serving ${request.url} failed`);
      if (!response.headersSent) response.writeHead(500).end();
    });
  },
  { tracing: telemetry.tracing, log, isOwnRequest },
);
const server = createServer(listener);
// Node closes an idle connection after 5 s; a client or load balancer that keeps it longer (60 s
// is the usual idle timeout) may send its next request just as the socket closes and get a reset
// (a 502 behind a proxy). Idle sockets outlive theirs; a shutdown still closes them at once.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on("connect", refuseConnect);
shutDownGracefully(server, {
  graceMs: settings.shutdownGraceMs,
  isOwnRequest,
  log: (line) => log.info(line),
  beforeExit: telemetry.shutdown,
});
server.listen(settings.port, () => {
  log.info(
    `Site ready on http://127.0.0.1:${settings.port} (page cache ${
      settings.pageCacheEnabled ? `on, ${settings.pageCacheTtlMs / 1000} s` : "off"
    })`,
  );
});
