import fs from "node:fs";
import path from "node:path";
import { createSchema, createYoga } from "graphql-yoga";
import { DEFAULT_PORTAL_LIMITS } from "../../contracts/portal/portal-limits.mjs";
import { REPO_ROOT } from "../config.mjs";
import { sendJson } from "../http-json.mjs";
import { createMailbox } from "../mailbox/mailbox.mjs";
import { createAccounts } from "../oidc/accounts.mjs";
import { forgetAccountArtifacts } from "../oidc/sqlite-adapter.mjs";
import { CLIENT_ID, OIDC_MOUNT_PATH } from "../oidc/provider.mjs";
import { createAccessKeys } from "./files/access-keys.mjs";
import { ATTACHMENTS_PATH, createAttachmentDownloads } from "./files/attachments.mjs";
import { ticketCaller } from "./caller.mjs";
import { companyKey } from "./company-key.mjs";
import { createFairShare } from "./fair-share.mjs";
import { seedDemoCompanies } from "./demo/demo-companies.mjs";
import { renameDemoMachineOrganizations } from "./demo/machine-organizations.mjs";
import { assignDemoMachineProducts } from "./demo/machine-products.mjs";
import { seedDemoPartsOrders } from "./demo/demo-parts-orders.mjs";
import {
  BodyTooLargeError,
  GRAPHQL_LIMITS,
  readBoundedBody,
  graphqlLimitsPlugin,
  queryCostPlugin,
  tooDeepInput,
} from "./graphql-limits.mjs";
import { createIntake, INTAKE_PATH, SERVICE_DESK_PATH } from "./intake/intake-service.mjs";
import { ticketResolvers } from "./tickets/ticket-resolvers.mjs";
import { inTimeSlices } from "./time-slices.mjs";
import { variableErrorsPlugin } from "./variable-errors.mjs";
import { createInventoryRepository } from "./inventory/inventory-repository.mjs";
import { createPartsOrderRepository } from "./parts/parts-order-repository.mjs";
import { partsOrderResolvers } from "./parts/parts-order-resolvers.mjs";
import { createPimParts } from "./parts/pim-parts.mjs";
import { inventoryResolvers } from "./inventory/inventory-resolvers.mjs";
import { createTicketRepository } from "./tickets/ticket-repository.mjs";
import { createUploads, UPLOADS_PATH } from "./files/uploads.mjs";
import { createWireFlowDownloads, WIRE_FLOW_FILES_PATH } from "./wire-flow/wire-flow-downloads.mjs";
import { prepareWireFlowReleases } from "./wire-flow/wire-flow-releases.mjs";
import { wireFlowResolvers } from "./wire-flow/wire-flow-resolvers.mjs";
import { createUserAdminRepository } from "./user-admin/user-admin-repository.mjs";
import { seedDemoUserAdmin } from "./user-admin/user-admin-seed.mjs";
import { userAdminResolvers } from "./user-admin/user-admin-resolvers.mjs";
import {
  IdentityProviderUnavailableError,
  IdTokenRejectedError,
} from "../../contracts/identity/verify-id-token.mjs";
import { BACKCHANNEL_LOGOUT_PATH, createBackchannelLogout } from "./backchannel-logout.mjs";
import { createEndedSessions } from "./ended-sessions.mjs";
import { createPortalIdTokenVerifier, IDENTITY_TIMEOUT_MS } from "./verify-id-token.mjs";

export const PORTAL_MOUNT_PATH = "/portal";
export const PORTAL_GRAPHQL_PATH = "/portal/graphql";
const SCHEMA_FILE = path.join(REPO_ROOT, "graphql/portal/schema.graphql");
const DEBUG_LEVELS = new Set(["debug", "info", "warn", "error"]);

/**
 * The portal back end stand-in (local-services/portal/README.md): GraphQL for the signed-in
 * user's company. Like the site's tickets proxy, it trusts nothing it has not verified: every
 * request needs an ID token of the local identity provider in `x-id-token`, checked by the same
 * file (contracts/identity/verify-id-token.mjs) and refused once its session has ended
 * (back-channel logout at /portal/backchannel-logout), else 401.
 * `x-debug-level` sets how loudly a request is logged.
 * @param {object} options
 * @param {import('../store/document-store.mjs').Store} options.store
 * @param {() => string} options.origin public origin of the local services
 * @param {string} [options.filesDir] where uploads and attachments live; default
 *   <store's dataDir>/portal-files
 * @param {number} [options.invitationValidDays] INVITATION_VALID_DAYS (default 7)
 * @param {import('./fair-share.mjs').PortalLimits} [options.limits] each user's share of GraphQL
 *   (LOCAL_PORTAL_*; default contracts/portal/portal-limits.mjs)
 * @param {Pick<Console, 'log' | 'warn' | 'error'>} [options.log]
 */
export function createPortalService({
  store,
  origin,
  filesDir = path.join(store.dataDir, "portal-files"),
  invitationValidDays,
  limits = DEFAULT_PORTAL_LIMITS,
  log = console,
}) {
  const accounts = createAccounts(store);
  const repo = createTicketRepository(store.db);
  const accessKeys = createAccessKeys(store);
  const inventory = createInventoryRepository(store.db);
  const userAdmin = createUserAdminRepository(store.db, { invitationDays: invitationValidDays });
  const mailbox = createMailbox(store.db);
  const partsOrders = createPartsOrderRepository(store.db);
  const pimParts = createPimParts(store);
  /** @param {string} accountId */
  const forgetAccount = (accountId) => forgetAccountArtifacts(store.db, accountId);
  /** What every resolver and upload gets besides the caller's verified token. */
  const services = {
    accounts,
    repo,
    accessKeys,
    inventory,
    userAdmin,
    mailbox,
    origin,
    forgetAccount,
    partsOrders,
    pimParts,
  };
  const uploads = createUploads({ db: store.db, filesDir, log });
  const intake = createIntake({ db: store.db, filesDir, log });
  const serveAttachment = createAttachmentDownloads({ repo, accessKeys, filesDir });
  const wireFlowReleases = prepareWireFlowReleases(filesDir);
  const serveWireFlowFile = createWireFlowDownloads({ releases: wireFlowReleases, accessKeys });
  const issuer = () => `${origin()}${OIDC_MOUNT_PATH}`;
  const endedSessions = createEndedSessions(store.db);
  const verify = createPortalIdTokenVerifier({ issuer, endedSessions });
  const receiveLogout = createBackchannelLogout({
    issuer,
    clientId: CLIENT_ID,
    endedSessions,
    timeoutMs: IDENTITY_TIMEOUT_MS,
    log,
  });
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: fs.readFileSync(SCHEMA_FILE, "utf8"),
      resolvers: inTimeSlices([
        ticketResolvers,
        inventoryResolvers,
        wireFlowResolvers(wireFlowReleases),
        userAdminResolvers,
        partsOrderResolvers,
      ]),
    }),
    graphqlEndpoint: PORTAL_GRAPHQL_PATH,
    landingPage: false,
    graphiql: false,
    logging: false,
    // Unexpected errors become "Unexpected error."; GraphQLErrors (codes) pass through.
    maskedErrors: true,
    plugins: [graphqlLimitsPlugin(), queryCostPlugin(limits), variableErrorsPlugin()],
  });
  const fairShare = createFairShare(limits);

  /**
   * The verified claims of the request's ID token; null when an answer was sent instead.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @returns {Promise<import('./caller.mjs').PortalContext['idToken'] | null>}
   */
  async function identify(req, res) {
    const header = req.headers["x-id-token"];
    try {
      return await verify(Array.isArray(header) ? header[0] : header);
    } catch (error) {
      if (error instanceof IdTokenRejectedError) {
        sendJson(res, 401, { error: error.message, reason: error.reason });
        return null;
      }
      if (error instanceof IdentityProviderUnavailableError) {
        log.error(`portal: ${error.message}`);
        sendJson(res, 503, { error: "The identity provider is unavailable" });
        return null;
      }
      throw error;
    }
  }

  /**
   * GraphQL for the verified caller, within his share (local-services/portal/README.md,
   * "Limits"): keyed by his company and subject, 429 with Retry-After past it. The body is read
   * before a place is taken, so a client sending it slowly holds no place.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  async function graphql(req, res) {
    const idToken = await identify(req, res);
    if (!idToken) return;
    const company = accounts.findById(idToken.sub)?.company;
    const user = `${company ? companyKey(company) : "-"}:${idToken.sub}`;
    const overMinute = fairShare.countRequest(user);
    if (overMinute) {
      tooManyRequests(res, overMinute);
      return;
    }
    const level = String(req.headers["x-debug-level"] ?? "").toLowerCase();
    if (level === "debug" || level === "info") {
      log.log(`portal: ${req.method} graphql for ${idToken.sub} (x-debug-level ${level})`);
    } else if (level && !DEBUG_LEVELS.has(level)) {
      sendJson(res, 400, { error: "x-debug-level must be one of debug, info, warn, error" });
      return;
    }
    /** @type {Buffer | undefined} */
    let body;
    if (req.method !== "GET" && req.method !== "HEAD") {
      try {
        body = await readBoundedBody(req);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        sendJson(
          res,
          413,
          { error: `The request body must be at most ${GRAPHQL_LIMITS.maxBodyBytes} bytes` },
          { Connection: "close" },
        );
        return;
      }
    }
    const url = new URL(req.url ?? PORTAL_GRAPHQL_PATH, "http://portal.local");
    const tooDeep = tooDeepInput(body?.toString("utf8"), url.searchParams);
    if (tooDeep) {
      sendJson(res, 400, {
        errors: [{ message: tooDeep, extensions: { code: "QUERY_TOO_COMPLEX" } }],
      });
      return;
    }
    const place = await fairShare.takePlace(user);
    if (!place.ok) {
      tooManyRequests(res, place);
      return;
    }
    try {
      await answerGraphql(req, res, idToken, body);
    } finally {
      place.release();
    }
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {import('./fair-share.mjs').Refusal} refusal
   */
  function tooManyRequests(res, { limit, message, retryAfterSeconds }) {
    sendJson(
      res,
      429,
      { error: "Too many requests", limit, message },
      { "Retry-After": String(retryAfterSeconds) },
    );
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {import('./caller.mjs').PortalContext['idToken']} idToken
   * @param {Buffer | undefined} body
   */
  async function answerGraphql(req, res, idToken, body) {
    /** @type {Record<string, string>} */
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers[name] = value;
    }
    const response = await yoga.fetch(
      `http://portal.local${req.url ?? PORTAL_GRAPHQL_PATH}`,
      { method: req.method, headers, body },
      { idToken, ...services },
    );
    const payload = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, {
      ...Object.fromEntries(response.headers),
      "content-length": String(payload.length),
    });
    res.end(payload);
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} pathname */
  async function upload(req, res, pathname) {
    const idToken = await identify(req, res);
    if (!idToken) return;
    let caller;
    try {
      caller = ticketCaller({ idToken, ...services });
    } catch (error) {
      sendJson(res, 403, { error: /** @type {Error} */ (error).message });
      return;
    }
    await uploads.handle(req, res, pathname, caller);
  }

  return {
    mountPath: PORTAL_MOUNT_PATH,
    summary: `portal: ${PORTAL_GRAPHQL_PATH}, ${BACKCHANNEL_LOGOUT_PATH}, ${UPLOADS_PATH}, ${ATTACHMENTS_PATH}, ${WIRE_FLOW_FILES_PATH}, ${INTAKE_PATH}, ${SERVICE_DESK_PATH}`,
    repo,
    uploads,
    filesDir,
    /** User administration's store (the identity provider reads a user's access from it). */
    userAdmin,

    /** Seeds the demo companies on the first start; returns how many were seeded. */
    seed() {
      renameDemoMachineOrganizations(store);
      assignDemoMachineProducts(store);
      const seeded = seedDemoCompanies(store, repo, filesDir);
      seedDemoUserAdmin(store, userAdmin);
      seedDemoPartsOrders(store, partsOrders, pimParts);
      return seeded;
    },

    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     * @returns {Promise<boolean>}
     */
    async handle(req, res, pathname) {
      if (pathname === PORTAL_GRAPHQL_PATH) {
        await graphql(req, res);
        return true;
      }
      if (pathname === UPLOADS_PATH || pathname.startsWith(`${UPLOADS_PATH}/`)) {
        await upload(req, res, pathname);
        return true;
      }
      if (pathname === BACKCHANNEL_LOGOUT_PATH) {
        await receiveLogout(req, res);
        return true;
      }
      if (pathname.startsWith(`${ATTACHMENTS_PATH}/`)) {
        await serveAttachment(req, res, pathname);
        return true;
      }
      if (pathname.startsWith(`${WIRE_FLOW_FILES_PATH}/`)) {
        await serveWireFlowFile(req, res, pathname);
        return true;
      }
      // The public forms' cases and leads: the site's server calls it, no visitor's token.
      return intake.handle(req, res, pathname);
    },
  };
}
