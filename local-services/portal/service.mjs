import fs from "node:fs";
import path from "node:path";
import { createSchema, createYoga } from "graphql-yoga";
import { REPO_ROOT } from "../config.mjs";
import { sendJson } from "../http-json.mjs";
import { createAccounts } from "../oidc/accounts.mjs";
import { CLIENT_ID, OIDC_MOUNT_PATH } from "../oidc/provider.mjs";
import {
  createIdTokenVerifier,
  IdentityProviderUnavailableError,
  IdTokenRejectedError,
} from "./verify-id-token.mjs";

export const PORTAL_MOUNT_PATH = "/portal";
export const PORTAL_GRAPHQL_PATH = "/portal/graphql";
const SCHEMA_FILE = path.join(REPO_ROOT, "graphql/portal/schema.graphql");
const DEBUG_LEVELS = new Set(["debug", "info", "warn", "error"]);

/**
 * @typedef {object} PortalContext
 * @property {import('jose').JWTPayload & { sub: string }} idToken the verified claims
 * @property {ReturnType<typeof createAccounts>} accounts
 */

/** @param {unknown} roles a string or a list (spec 001 §6) */
function roleList(roles) {
  if (Array.isArray(roles)) return roles.filter((role) => typeof role === "string");
  return typeof roles === "string" ? roles.split(/[\s,]+/).filter(Boolean) : [];
}

const resolvers = {
  Query: {
    /** @param {unknown} _root @param {unknown} _args @param {PortalContext} context */
    me(_root, _args, { idToken, accounts }) {
      const account = accounts.findById(idToken.sub);
      const name =
        typeof idToken.name === "string"
          ? idToken.name
          : [idToken.given_name, idToken.family_name].filter(Boolean).join(" ");
      return {
        id: idToken.sub,
        email: idToken.email ?? account?.email ?? "",
        fullName: name,
        company: account?.company ?? null,
        country: idToken.country ?? account?.country ?? null,
        roles: roleList(idToken.roles),
      };
    },
  },
};

/**
 * The portal back end stand-in: GraphQL for the signed-in user. Like the site's tickets proxy,
 * it trusts nothing it has not verified: every request needs an ID token of the local identity
 * provider in `x-id-token`, else 401. `x-debug-level` sets how loudly a request is logged.
 * @param {object} options
 * @param {import('../store/document-store.mjs').Store} options.store
 * @param {() => string} options.origin public origin of the local services
 * @param {Pick<Console, 'log' | 'warn' | 'error'>} [options.log]
 */
export function createPortalService({ store, origin, log = console }) {
  const accounts = createAccounts(store);
  const verify = createIdTokenVerifier({
    issuer: () => `${origin()}${OIDC_MOUNT_PATH}`,
    clientId: CLIENT_ID,
  });
  const yoga = createYoga({
    schema: createSchema({ typeDefs: fs.readFileSync(SCHEMA_FILE, "utf8"), resolvers }),
    graphqlEndpoint: PORTAL_GRAPHQL_PATH,
    landingPage: false,
    graphiql: false,
    logging: false,
    maskedErrors: true,
  });

  return {
    mountPath: PORTAL_MOUNT_PATH,
    summary: `portal: ${PORTAL_GRAPHQL_PATH}`,

    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     * @returns {Promise<boolean>}
     */
    async handle(req, res, pathname) {
      if (pathname !== PORTAL_GRAPHQL_PATH) return false;
      const header = req.headers["x-id-token"];
      /** @type {PortalContext['idToken']} */
      let idToken;
      try {
        idToken = await verify(Array.isArray(header) ? header[0] : header);
      } catch (error) {
        if (error instanceof IdTokenRejectedError) {
          sendJson(res, 401, { error: error.message, reason: error.reason });
          return true;
        }
        if (error instanceof IdentityProviderUnavailableError) {
          log.error(`portal: ${error.message}`);
          sendJson(res, 503, { error: "The identity provider is unavailable" });
          return true;
        }
        throw error;
      }
      const level = String(req.headers["x-debug-level"] ?? "").toLowerCase();
      if (level === "debug" || level === "info") {
        log.log(`portal: ${req.method} graphql for ${idToken.sub} (x-debug-level ${level})`);
      } else if (level && !DEBUG_LEVELS.has(level)) {
        sendJson(res, 400, { error: "x-debug-level must be one of debug, info, warn, error" });
        return true;
      }
      await yoga(req, res, { idToken, accounts });
      return true;
    },
  };
}
