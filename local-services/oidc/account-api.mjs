import { sendJson } from "../http-json.mjs";
import { isInternalEmployee, profileSchema, publicAccount } from "./accounts.mjs";
import { answerPreflight, corsHeaders } from "./cors.mjs";
import { IDM_SCOPE } from "./provider.mjs";
import { BodyError, readJsonObject } from "./request-body.mjs";
import { totpQrCode, totpUri } from "./totp.mjs";

export const ACCOUNT_PATH = "/oidc/account";
export const ACCOUNT_MFA_PATH = "/oidc/account/mfa";

class ApiError extends Error {
  /**
   * @param {number} status @param {string} message @param {string} [field]
   * @param {{ reason?: string, retryAfterS?: number }} [extra] said in the body too
   */
  constructor(status, message, field, extra = {}) {
    super(message);
    this.status = status;
    this.field = field;
    this.extra = extra;
  }
}

/**
 * The account API's answer to a code it did not accept (the portal words it per reason).
 * @type {Record<"format" | "wrong" | "expired" | "used" | "no-setup", [number, string]>}
 */
const CODE_REFUSALS = {
  format: [400, "code must be the 6 digits of the authenticator app"],
  wrong: [400, "The code is wrong"],
  expired: [400, "The code has expired"],
  used: [400, "The code was used already"],
  "no-setup": [409, 'No MFA setup is pending; start one with { action: "enable" }'],
};

/**
 * The account API of the identity stand-in (portal contract): the signed-in user's profile,
 * MFA and deletion, with a bearer access token that carries the idm scope.
 * @param {object} options
 * @param {() => import('oidc-provider').default} options.provider
 * @param {ReturnType<typeof import('./accounts.mjs').createAccounts>} options.accounts
 * @param {(accountId: string) => void} options.deleteAccount deletes the account, ends its
 *   sessions and tokens and tells user administration (`service.mjs`)
 * @param {(accountId: string, profile: import('zod').infer<typeof profileSchema>) =>
 *   import('./accounts.mjs').Account | null} options.updateProfile saves the profile and tells
 *   user administration a changed name (`service.mjs`)
 */
export function createAccountApi({
  provider,
  accounts,
  deleteAccount,
  updateProfile: saveProfile,
}) {
  /** @param {import('node:http').IncomingMessage} req */
  async function signedInAccount(req) {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "");
    if (!match?.[1]) throw new ApiError(401, "A bearer access token is required");
    const token = await provider().AccessToken.find(match[1]);
    if (!token || token.isExpired)
      throw new ApiError(401, "The access token is invalid or expired");
    if (!token.scopes.has(IDM_SCOPE)) {
      throw new ApiError(403, `The access token lacks the ${IDM_SCOPE} scope`);
    }
    const account = accounts.findById(token.accountId);
    if (!account) throw new ApiError(401, "The account no longer exists");
    return account;
  }

  /** @param {import('./accounts.mjs').Account} account @param {string} what */
  function refuseInternal(account, what) {
    if (isInternalEmployee(account)) {
      throw new ApiError(403, `Internal employees cannot ${what} in the portal`);
    }
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('./accounts.mjs').Account} account */
  async function updateProfile(req, account) {
    refuseInternal(account, "edit account data");
    const parsed = profileSchema.safeParse(await readJsonObject(req));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? "body");
      throw new ApiError(400, issue?.message ?? "The profile is invalid", field);
    }
    return stillThere(saveProfile(account.id, parsed.data));
  }

  /**
   * `enable` starts a setup (the secret, its otpauth URI and QR code; MFA stays off until
   * `confirm` brings a code of it), `reset` removes MFA. Internal employees may do both.
   * @param {import('node:http').IncomingMessage} req @param {import('./accounts.mjs').Account} account
   */
  async function changeMfa(req, account) {
    const body = await readJsonObject(req);
    if (body.action === "enable") {
      if (account.mfaEnabled) {
        throw new ApiError(409, "MFA is on already; reset it first", undefined, {
          reason: "enabled",
        });
      }
      const started = stillThere(accounts.startMfa(account.id));
      const secret = /** @type {string} */ (started.mfaPendingSecret);
      const uri = totpUri(secret, started.email);
      return { secret, uri, qrCode: await totpQrCode(uri) };
    }
    if (body.action === "confirm") {
      if (typeof body.code !== "string") throw new ApiError(400, "code is required", "code");
      const result = accounts.confirmMfa(account.id, body.code);
      if (!result) throw new ApiError(401, "The account no longer exists");
      if (result.ok) return publicAccount(result.account);
      if (result.reason === "throttled") {
        const { retryAfterS } = result;
        throw new ApiError(429, "Too many wrong codes; try again later", undefined, {
          reason: "throttled",
          retryAfterS,
        });
      }
      const [status, message] = CODE_REFUSALS[result.reason];
      const field = result.reason === "no-setup" ? undefined : "code";
      throw new ApiError(status, message, field, { reason: result.reason });
    }
    if (body.action === "reset") return publicAccount(stillThere(accounts.resetMfa(account.id)));
    throw new ApiError(400, 'action must be "enable", "confirm" or "reset"', "action");
  }

  /**
   * A DELETE of the same account may land while a body is read: the caller is then told, as a
   * token of a deleted account is.
   * @param {import('./accounts.mjs').Account | null | undefined} updated
   */
  function stillThere(updated) {
    if (!updated) throw new ApiError(401, "The account no longer exists");
    return updated;
  }

  return {
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     * @returns {Promise<boolean>}
     */
    async handle(req, res, pathname) {
      const isAccount = pathname === ACCOUNT_PATH;
      // GET and form posts of /oidc/account/mfa are the identity site's page, not the API.
      const isMfa =
        pathname === ACCOUNT_MFA_PATH &&
        (req.method === "OPTIONS" || Boolean(req.headers.authorization));
      if (!isAccount && !isMfa) return false;
      const methods = isAccount ? "GET, PATCH, DELETE" : "POST";
      if (req.method === "OPTIONS") {
        answerPreflight(req, res, methods);
        return true;
      }
      const cors = corsHeaders(req);
      try {
        if (!methods.split(", ").includes(req.method ?? "")) {
          throw new ApiError(405, `${req.method} is not allowed here; use ${methods}`);
        }
        const account = await signedInAccount(req);
        if (isMfa) {
          sendJson(res, 200, await changeMfa(req, account), cors);
        } else if (req.method === "GET") {
          sendJson(res, 200, publicAccount(account), cors);
        } else if (req.method === "PATCH") {
          sendJson(res, 200, publicAccount(await updateProfile(req, account)), cors);
        } else {
          refuseInternal(account, "delete their account");
          deleteAccount(account.id);
          res.writeHead(204, cors);
          res.end();
        }
      } catch (error) {
        if (error instanceof ApiError) {
          const body = {
            error: error.message,
            ...(error.field ? { field: error.field } : {}),
            ...error.extra,
          };
          sendJson(res, error.status, body, {
            ...cors,
            ...(error.status === 405 ? { Allow: methods } : {}),
            ...(error.extra.retryAfterS ? { "Retry-After": String(error.extra.retryAfterS) } : {}),
          });
        } else if (error instanceof BodyError) {
          sendJson(res, 400, { error: error.message }, cors);
        } else throw error;
      }
      return true;
    },
  };
}
