import { sendJson } from "../http-json.mjs";
import { isInternalEmployee, profileSchema, publicAccount } from "./accounts.mjs";
import { answerPreflight, corsHeaders } from "./cors.mjs";
import { newMfaSecret } from "./mfa-secret.mjs";
import { IDM_SCOPE } from "./provider.mjs";
import { BodyError, readJsonObject } from "./request-body.mjs";

export const ACCOUNT_PATH = "/oidc/account";
export const ACCOUNT_MFA_PATH = "/oidc/account/mfa";

class ApiError extends Error {
  /** @param {number} status @param {string} message @param {string} [field] */
  constructor(status, message, field) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

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

  /** @param {import('node:http').IncomingMessage} req @param {import('./accounts.mjs').Account} account */
  async function changeMfa(req, account) {
    const { action } = await readJsonObject(req);
    if (action !== "enable" && action !== "reset") {
      throw new ApiError(400, 'action must be "enable" or "reset"', "action");
    }
    return stillThere(accounts.setMfa(account.id, newMfaSecret()));
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
          sendJson(res, 200, publicAccount(await changeMfa(req, account)), cors);
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
          const body = error.field
            ? { error: error.message, field: error.field }
            : { error: error.message };
          sendJson(res, error.status, body, {
            ...cors,
            ...(error.status === 405 ? { Allow: methods } : {}),
          });
        } else if (error instanceof BodyError) {
          sendJson(res, 400, { error: error.message }, cors);
        } else throw error;
      }
      return true;
    },
  };
}
