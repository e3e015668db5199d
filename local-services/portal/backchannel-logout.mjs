import { jwtVerify } from "jose";
import {
  CLOCK_TOLERANCE_S,
  ID_TOKEN_ALGORITHMS,
  IdentityProviderUnavailableError,
  providerKeys,
} from "../../contracts/identity/verify-id-token.mjs";
import { sendJson } from "../http-json.mjs";
import { readForm } from "../oidc/request-body.mjs";

/** Where the identity provider posts its logout tokens (registered as the client's URI). */
export const BACKCHANNEL_LOGOUT_PATH = "/portal/backchannel-logout";
const LOGOUT_EVENT = "http://schemas.openid.net/event/backchannel-logout";
/** A logout token is used right away; an older one is a replay. */
const MAX_LOGOUT_TOKEN_AGE_S = 120;

/**
 * OpenID Connect Back-Channel Logout 1.0 at the portal back end: the provider posts a signed
 * logout token naming the session (`sid`) that ended, and its ID tokens are refused from then on
 * (docs/security.md "After logout"). Checked as §2.6 asks: signature against the provider's
 * keys, issuer, audience, `iat`, the logout event, a `sid`, no `nonce`. 200 once recorded, 400
 * for a token that does not verify (the provider logs it).
 * @param {object} options
 * @param {() => string} options.issuer
 * @param {string} options.clientId
 * @param {import('./ended-sessions.mjs').EndedSessions} options.endedSessions
 * @param {number} [options.timeoutMs]
 * @param {Pick<Console, 'warn'>} options.log
 */
export function createBackchannelLogout({
  issuer,
  clientId,
  endedSessions,
  timeoutMs = 3000,
  log,
}) {
  const keys = providerKeys({ issuer, timeoutMs });

  /** @param {string} token @returns {Promise<string>} the ended session's sid */
  async function endedSessionOf(token) {
    const { payload } = await jwtVerify(token, await keys(), {
      issuer: issuer(),
      audience: clientId,
      algorithms: ID_TOKEN_ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_S,
      maxTokenAge: MAX_LOGOUT_TOKEN_AGE_S,
      requiredClaims: ["iat", "jti", "events", "sid"],
    });
    const events = /** @type {Record<string, unknown>} */ (payload.events);
    if (typeof events !== "object" || events === null || !(LOGOUT_EVENT in events)) {
      throw new Error("the logout token names no back-channel logout event");
    }
    if ("nonce" in payload) throw new Error("a logout token must not carry a nonce");
    if (typeof payload.sid !== "string") throw new Error("the logout token's sid is no string");
    return payload.sid;
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  return async function receiveLogout(req, res) {
    if (req.method !== "POST") {
      sendJson(res, 405, { error: "Use POST" }, { Allow: "POST" });
      return;
    }
    try {
      const token = (await readForm(req)).get("logout_token") ?? "";
      endedSessions.record(await endedSessionOf(token));
    } catch (error) {
      const message = /** @type {Error} */ (error).message;
      if (error instanceof IdentityProviderUnavailableError) {
        log.warn(`portal: back-channel logout not checked: ${message}`);
        sendJson(res, 503, { error: "temporarily_unavailable" });
        return;
      }
      log.warn(`portal: back-channel logout refused: ${message}`);
      sendJson(res, 400, { error: "invalid_request", error_description: "invalid logout token" });
      return;
    }
    res.writeHead(200, { "cache-control": "no-store", "content-length": "0" });
    res.end();
  };
}
