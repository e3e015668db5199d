/**
 * Local stand-ins of the external systems, in one process, one mount path each:
 *   /content   content system (headless CMS, Hygraph conventions)
 *              POST|GET /content/graphql, GET /content/assets/{handle}
 *   /pim       product information system (graphql/pim/schema.graphql; local-services/pim/README.md)
 *              POST|GET /pim/graphql, GET /pim/assets/{file} (images),
 *              GET /pim/assets/files/{productId}/{filename} (datasheets, manuals, … as PDF)
 *   /search    search service: full-text index of pages, stories, media releases and the catalogue
 *              per site and language (local-services/search/README.md)
 *              POST /search/query, POST /search/suggest, GET /search/stats
 *   /translation  translation service: per-page translation targets and states (persisted)
 *              POST /translation/pages/{pageId}/{state|start|reset}
 *   /oidc      identity provider (OpenID Connect, issuer <public origin>/oidc): sign-in pages, demo
 *              accounts, account API, the identity site's pages, the invitation page
 *              /oidc/invitation/{token}; token roles from user administration
 *              (local-services/oidc/README.md)
 *   /portal    portal back end (graphql/portal/schema.graphql; local-services/portal/README.md):
 *              POST /portal/graphql with the user's ID token in x-id-token (verified like the
 *              site's tickets proxy): me, locations, tickets, comments, closure, scoped to the
 *              account's company; tus uploads at /portal/uploads; GET /portal/attachments/{id}?key=,
 *              GET /portal/wire-flow/files/{releaseId}?key= (files under <data dir>/portal-files)
 *   /mailbox   the demo mailbox: the mail the stand-ins send (invitations), GET /mailbox (HTML),
 *              GET /mailbox/messages?to= (JSON) (local-services/portal/README.md "Demo mailbox")
 *   /bot-protection  bot protection speaking reCAPTCHA v3: GET /bot-protection/api.js (script),
 *              POST /bot-protection/siteverify (local-services/bot-protection/README.md)
 *   /apps      the external applications the portal links to, one plain page each (wire master,
 *              master data, learning hub, direct service and its registration, wire-flow cloud)
 *   /test-fixtures  only with LOCAL_SERVICES_TEST_FIXTURES=on: data a browser journey owns
 *              (local-services/test-fixtures/service.mjs)
 *   /health    {"status":"ok"}
 *   /debug/calls  the calls answered, with timings (GET), emptied by DELETE
 *
 * Usage:
 *   node local-services/server.mjs            start; seeds the store on the first start only
 *   node local-services/server.mjs --reseed   wipe the content system's and the PIM's rows, seed
 *                                             them again from local-services/{content,pim}/seed/,
 *                                             then start
 *   node local-services/pim/generate-large-catalogue.mjs   put the 10,000-product catalogue into
 *                                             the store (scale tests); --demo puts the demo one back
 *   node local-services/portal/generate-large-tickets.mjs   put 10,000 tickets of one company into
 *                                             the store (scale tests); --remove takes them out
 *
 * Environment: LOCAL_SERVICES_HOST (127.0.0.1), LOCAL_SERVICES_PORT (4000),
 * LOCAL_SERVICES_DATA_DIR (<repo>/.data, holds local-services.sqlite),
 * LOCAL_SERVICES_PUBLIC_URL (origin used in asset URLs; default http://host:port),
 * LOCAL_CONTENT_TOKEN (bearer token for DRAFT content reads; default local-content-token),
 * LOCAL_SERVICES_LATENCY_MS (simulated network latency per call; default 0),
 * LOCAL_TRANSLATION_JOB_SECONDS (how long a started translation takes to come back; default 120),
 * LOCAL_PIM_CATALOGUE (demo | large: the catalogue the PIM serves, seeded when the store holds the
 * other one; unset keeps what the store holds, the demo catalogue on a first start),
 * LOCAL_OIDC_TOKEN_TTL_S (lifetime of the identity provider's access and ID tokens; default 300),
 * INVITATION_VALID_DAYS (how long a user administration invitation stays valid; 1-365, default 7),
 * LOCAL_SERVICES_TEST_FIXTURES (on: mount /test-fixtures; the browser tests set it).
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { originOf, readConfig } from "./config.mjs";
import { createContentService } from "./content/service.mjs";
import { createMailboxService } from "./mailbox/service.mjs";
import { createAppsService } from "./apps/service.mjs";
import { createBotProtectionService } from "./bot-protection/service.mjs";
import { createCallLog } from "./call-log.mjs";
import { sendJson } from "./http-json.mjs";
import { createOidcService } from "./oidc/service.mjs";
import { createPimService } from "./pim/service.mjs";
import { createPortalService } from "./portal/service.mjs";
import { createAccessRoles } from "./portal/user-admin/access-roles.mjs";
import { createInvitations } from "./portal/user-admin/invitations.mjs";
import { createPeopleSync } from "./portal/user-admin/people-sync.mjs";
import { createSearchService } from "./search/service.mjs";
import { createTestFixturesService } from "./test-fixtures/service.mjs";
import { openStore } from "./store/document-store.mjs";
import { createTranslationService } from "./translation/service.mjs";

/**
 * @typedef {object} MountedService
 * @property {string} mountPath
 * @property {string} summary
 * @property {(req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => Promise<boolean>} handle
 */

/** @typedef {Pick<Console, 'log' | 'warn' | 'error'>} Logger */

/**
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 * @param {MountedService[]} services @param {Logger} log
 * @param {ReturnType<typeof import('./call-log.mjs').createCallLog>} calls
 * @param {number} latencyMs
 */
async function route(req, res, services, log, calls, latencyMs) {
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";
  res.on("finish", () => {
    if (res.statusCode >= 400) log.warn(`${req.method} ${pathname} -> ${res.statusCode}`);
  });
  try {
    if (pathname === "/health") {
      sendJson(res, 200, { status: "ok" });
      return;
    }
    if (pathname === "/debug/calls") {
      if (req.method === "DELETE") calls.clear();
      sendJson(res, 200, { calls: calls.list() });
      return;
    }
    calls.track(req, res, pathname);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const service = services.find(
      (s) => pathname === s.mountPath || pathname.startsWith(`${s.mountPath}/`),
    );
    if (service && (await service.handle(req, res, pathname))) return;
    sendJson(res, 404, { error: `Not found: ${pathname}` });
  } catch (error) {
    log.error(`${req.method} ${pathname} failed: ${/** @type {Error} */ (error).message}`);
    sendJson(res, 500, { error: "Internal error" });
  }
}

/**
 * Opens the store, seeds what is missing and listens.
 * @param {object} [options]
 * @param {import('./config.mjs').LocalServicesConfig} [options.config]
 * @param {boolean} [options.reseed] wipe and seed the content system and the PIM again
 * @param {string} [options.contentSeedDir]
 * @param {string} [options.contentAssetsDir]
 * @param {Logger} [options.log]
 */
export async function startServer({
  config = readConfig(),
  reseed = false,
  contentSeedDir,
  contentAssetsDir,
  log = console,
} = {}) {
  const store = openStore({ dataDir: config.dataDir });
  const server = http.createServer();
  let origin = config.publicUrl ?? originOf(config.host, config.port);
  try {
    const content = createContentService({
      store,
      origin: () => origin,
      token: config.contentToken,
      seedDir: contentSeedDir,
      assetsDir: contentAssetsDir,
    });
    const seeding = content.seed(reseed);
    if (seeding.seeded)
      log.log(`content: seeded ${seeding.documents} documents into ${config.dataDir}`);

    const pim = createPimService({
      store,
      origin: () => origin,
      catalogue: config.pimCatalogue ?? undefined,
    });
    const pimSeeding = pim.seed(reseed);
    if (pimSeeding.seeded) {
      log.log(`pim: seeded the ${pimSeeding.catalogue} catalogue, ${pimSeeding.products} products`);
    }

    const translation = createTranslationService({
      store,
      jobSeconds: config.translationJobSeconds,
    });
    if (translation.seed(reseed).seeded) log.log("translation: seeded the demo translations");

    const oidc = createOidcService({
      store,
      origin: () => origin,
      tokenTtlSeconds: config.oidcTokenTtlSeconds,
      log,
      // The portal back end (made below, before any request) holds every user's access: the
      // one truth of the tokens' roles and of invitation links.
      accessRoles: (accountId) => accessRoles(accountId),
      invitations: () => invitations,
      // ... and is told when a person deletes his account or changes his name (issue 29).
      people: () => people,
    });
    const oidcAccounts = await oidc.seed();
    if (oidcAccounts > 0) log.log(`oidc: seeded ${oidcAccounts} demo accounts`);

    const portal = createPortalService({
      store,
      origin: () => origin,
      filesDir: path.join(config.dataDir, "portal-files"),
      invitationValidDays: config.invitationValidDays,
      limits: config.portalLimits,
      log,
    });
    const accessRoles = createAccessRoles(portal.userAdmin);
    const invitations = createInvitations(store.db, portal.userAdmin);
    const people = createPeopleSync(portal.userAdmin);
    const portalCompanies = portal.seed();
    if (portalCompanies > 0) log.log(`portal: seeded the tickets of ${portalCompanies} companies`);
    const renamed = people.takeNamesFrom(oidc.accounts.list());
    if (renamed > 0) log.log(`portal: ${renamed} users took their account's name`);

    /** @type {MountedService[]} */
    const services = [
      content,
      pim,
      createSearchService({ store }),
      translation,
      oidc,
      portal,
      createMailboxService({ store }),
      createAppsService(),
      createBotProtectionService({ origin: () => origin }),
      ...(config.testFixtures ? [createTestFixturesService({ store })] : []),
    ];
    const calls = createCallLog();
    server.on(
      "request",
      (req, res) => void route(req, res, services, log, calls, config.latencyMs),
    );
    server.on("clientError", (error, socket) => {
      // A client hanging up is not a bad request.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ECONNRESET") {
        log.warn(`bad request: ${error.message}`);
      }
      if (socket.writable) {
        const body = JSON.stringify({ error: "Bad request" });
        socket.end(
          `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        );
      } else socket.destroy();
    });
    await new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, () => resolve(undefined));
    });
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    const url = originOf(config.host, address.port);
    origin = config.publicUrl ?? url;
    log.log(`local services listening on ${url} (${services.map((s) => s.summary).join(", ")})`);

    return {
      server,
      store,
      url,
      async close() {
        await new Promise((resolve) => {
          server.close(() => resolve(undefined));
          server.closeAllConnections();
        });
        store.close();
      },
    };
  } catch (error) {
    server.close();
    store.close();
    throw error;
  }
}

async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== "--reseed");
  if (unknown.length > 0) {
    console.error(
      `unknown argument ${unknown[0]}; usage: node local-services/server.mjs [--reseed]`,
    );
    process.exit(2);
  }
  let running;
  try {
    running = await startServer({ reseed: args.includes("--reseed") });
  } catch (error) {
    console.error(`local services failed to start: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

const entry = process.argv[1];
if (entry && fs.realpathSync(entry) === fileURLToPath(import.meta.url)) await main();
